// `npm run dev`: the API server restarting on change, and Vite's dev server (with hot reload) proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'],
    {
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
