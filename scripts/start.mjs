// `npm start`: build the web app and compile the server if needed, then run the compiled server in this
// process, so Ctrl-C reaches the server directly and it shuts down cleanly.
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded } from './build-server.mjs';

buildWebIfNeeded();
await buildServerIfNeeded();
await import('../dist/server/main.js');
