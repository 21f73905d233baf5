import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

/**
 * The Spanish catalog is reached one way, `msg.section.key` (src/shared/messages.es.ts). The exceptions are
 * the sections only lazy screens read (the inbox, the marketplace screens, the WhatsApp, Messenger and
 * Instagram cards and the inbox link labels): folded into `msg` they joined every first render (+20 KB
 * gzipped on the home page, measured with bench/bundle-size.ts; decision 037), so they are imported from
 * their own module, and only those.
 */
const catalogByPath = {
  group: [
    '**/shared/messages/*',
    '!**/shared/messages/insights.es',
    '!**/shared/messages/insights-links.es',
    '!**/shared/messages/marketplace-screens.es',
    '!**/shared/messages/whatsapp-card',
    '!**/shared/messages/meta-card',
    '!**/shared/messages/team-screens.es',
    '!**/shared/messages/integrations-screens.es',
  ],
  message: 'Read the catalog as msg.section.key (src/shared/messages.es.ts); see eslint.config.js.',
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'] }, catalogByPath],
          paths: [
            {
              name: '@mantine/core/styles/SegmentedControl.css',
              message:
                'Import components/segmented-control-styles: the highlight needs FloatingIndicator.css as well.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/components/segmented-control-styles.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The shared layer is imported by both sides: no Node, no DOM, no I/O.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '**/server/**', '**/web/**', 'react', 'react-dom', '@mantine/*'] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'] }, catalogByPath] }] },
  },
  {
    // The widget launcher (widget.js, on owners' sites) carries its one section, not the catalog's namespace.
    files: ['src/web/widget/launcher.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'] }] }] },
  },
  ...serverBoundaries,
  ...webBoundaries,
);
