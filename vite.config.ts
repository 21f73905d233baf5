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

// The web app lives in src/web and is served by the API server from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
