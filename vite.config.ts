import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * widget.js, the launcher owners paste into their own sites, is a separate tiny IIFE (no React, no chunks)
 * built beside the app after it, so one `vite build` makes both.
 */
function widgetLauncher(): Plugin {
  let outDir = '';
  return {
    name: 'widget-launcher',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2019',
          lib: {
            entry: fileURLToPath(new URL('./src/web/widget/launcher.ts', import.meta.url)),
            formats: ['iife'],
            name: 'VoceroWidget',
            fileName: () => 'widget.js',
          },
        },
      });
    },
  };
}

/**
 * The app's stylesheet must not hold the first paint: a stylesheet in the head blocks every pixel until it
 * arrives, and the server's first view (styled by the small inline block of index.html) should show at
 * once. It stays in the head, where it sits before the theme's variables that Mantine adds at run time
 * (moving it after them would let its defaults win), but as `media="print"`, which does not block, with a
 * preload so it still comes early; src/web/main.tsx turns it on, once loaded, before the app draws.
 */
function stylesheetAfterFirstView(): Plugin {
  return {
    name: 'stylesheet-after-first-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"([^>]*?)href="([^"]+)"([^>]*)>/g,
          (_link, before: string, href: string, after: string) =>
            `<link rel="preload" as="style"${before}href="${href}"${after}>\n    ` +
            `<link rel="stylesheet"${before}href="${href}"${after} media="print" data-app-styles>`,
        );
      },
    },
  };
}

/**
 * Code a small shared chunk may not be copied into each of its importers for (decision 031, extended to
 * our own code by decision 033): a copy must behave like the original, so nothing whose identity or state
 * is shared (a React context, a class checked with instanceof, a symbol, a module-level variable or
 * collection).
 */
const SHARED_STATE = new RegExp(
  [
    'createContext|createSafeContext|createOptionalContext',
    String.raw`\bclass\b|Symbol\(`,
    String.raw`new (?:Map|Set|WeakMap|WeakSet)\b`,
    // Mantine's CSS-module class maps are `var X_module_default = {…}`: plain data, safe to copy.
    String.raw`^(?:let|var) (?!\w+_module_default\b)`,
  ].join('|'),
  'm',
);

/**
 * Our own modules are copied only when they are plainly stateless: messages, pure functions, components
 * and query definitions. Anything that could hold or register something once per page is kept whole: a
 * constructed object (the query client, formatters, stores), a module-level variable or empty container,
 * a schema registered by id, a lazy component, a style sheet (its CSS belongs to one chunk) or a top-level
 * call on the page.
 */
const OWN_SHARED_STATE = new RegExp(
  [
    String.raw`createContext|createStore|useSyncExternalStore|\blazy\s*[<(]`,
    String.raw`\bclass\b|Symbol\(|\bnew [A-Z]`,
    String.raw`\.meta\(|\.register\(|globalRegistry`,
    String.raw`\.css['"?]`,
    String.raw`^(?:export )?(?:let|var) `,
    String.raw`^(?:export )?const \w+(?:: [^=]+)? = (?:\[\]|\{\})`,
    String.raw`^(?:window|document|globalThis)\.`,
  ].join('|'),
  'm',
);

/**
 * The modules the entry imports statically, known once the build has read them all: the entry already
 * loads them, so a copy could only add bytes, and copying them split the entry into a dozen small files.
 */
const loadedByEntry = new Set<string>();

function entryGraph(): Plugin {
  return {
    name: 'entry-graph',
    apply: 'build',
    buildEnd() {
      loadedByEntry.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length) {
        const id = pending.pop()!;
        if (loadedByEntry.has(id)) continue;
        loadedByEntry.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

function mustNotBeCopied(id: string): boolean {
  if (id.includes('/node_modules/@tanstack/')) return true;
  const file = id.replace(/\?.*$/, '');
  const own = !id.includes('/node_modules/');
  if (own && (!/\.[cm]?[jt]sx?$/.test(file) || loadedByEntry.has(id))) return true;
  try {
    const source = readFileSync(file, 'utf8');
    return SHARED_STATE.test(source) || (own && OWN_SHARED_STATE.test(source));
  } catch {
    return true;
  }
}

/**
 * Vite's helper for dynamic imports, `vite/preload-helper`, is replaced by src/web/lib/preload-helper.ts:
 * the same contract, but the files a chunk needs are announced to the browser a few per task instead of
 * all in one (a long task on a slow phone when a screen or the chat needs a dozen).
 */
function batchedPreloads(): Plugin {
  const helper = fileURLToPath(new URL('./src/web/lib/preload-helper.ts', import.meta.url));
  const ids = new Set(['\0vite/preload-helper.js', 'vite/preload-helper.js']);
  return {
    name: 'batched-preloads',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return ids.has(id) ? helper : undefined;
    },
  };
}

// The web app lives in src/web and is served by the API server from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    batchedPreloads(),
    entryGraph(),
    stylesheetAfterFirstView(),
    widgetLauncher(),
    // Brotli and gzip copies of every asset beside it (app.js.br, app.js.gz), served by content negotiation
    // (@fastify/static preCompressed): the best compression, paid once at build time. The HTML shell is
    // rendered per request and compressed then.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // bench/bundle-size.ts reads it to know what each page loads before its first render.
    manifest: true,
    rolldownOptions: {
      // Rolldown splits the libraries shared by the lazy screens into many chunks of a few hundred bytes
      // (237 files, 136 of them under 2 KB): a phone on HTTP/1.1 pays a round trip for each. Shared chunks
      // under 16 KB are copied into the chunks that use them instead, unless copying could change what
      // they do (mustNotBeCopied). Copying needs entry chunks without a fixed export signature.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: mustNotBeCopied },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
