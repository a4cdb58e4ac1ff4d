// A tiny static server with an SPA fallback (static-server.mjs), like any static host: `node scripts/serve.mjs [dir] [port]`.
import http from 'node:http';
import path from 'node:path';
import { staticHandler } from './static-server.mjs';

const dir = path.resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4173);

const server = http.createServer(
  staticHandler(dir, {
    headers: [
      { source: 'js/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      {
        source: 'data/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { source: 'sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ],
  }),
);
server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} on http://127.0.0.1:${port}`));
