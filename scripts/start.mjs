// `npm start`: build the web app if needed, then run the server (TypeScript through tsx) in this process,
// so Ctrl-C reaches the server directly and it shuts down cleanly.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
register();
await import('../src/server/main.ts');
