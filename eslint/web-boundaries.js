// Layering rules of src/web (issue 19, decision record 030), in the shape of bulletproof-react's
// .eslintrc.cjs: features are islands that never import each other, routes (and the layout shell)
// compose them, and the shared layers below (lib, components, src/shared) import no feature.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = './src/web';
// Read from disk so that a new feature folder is fenced in without touching this file.
const features = readdirSync(new URL('../src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  // A feature may not import another feature.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A web feature never imports another feature: move the shared piece down to web/lib, web/components or src/shared, or compose both in a route.',
  })),
  // Features sit below the screens that compose them.
  {
    target: `${web}/features`,
    from: [`${web}/routes`, `${web}/layout`, `${web}/router.tsx`, `${web}/main.tsx`, `${web}/providers.tsx`],
    message: 'A web feature never imports routes or the app shell: they import it.',
  },
  // The shared layers import no feature and no screen.
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [
      `${web}/features`,
      `${web}/routes`,
      `${web}/layout`,
      `${web}/router.tsx`,
      `${web}/main.tsx`,
      `${web}/providers.tsx`,
    ],
    message: 'web/lib and web/components sit below the features: they import no feature, route or shell.',
  },
];

export default [
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Query keys come from each feature's key factory (botKeys.detail(id, viewer)…), so a write can
      // invalidate or update every entry it touches: a key typed out by hand is one the factory misses.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Build query keys with the feature key factory (e.g. botKeys.detail(id, viewerId)), not by hand.',
        },
      ],
    },
  },
];
