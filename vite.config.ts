import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and is served by the API server from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
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
