// Every story is a test in a real browser: serves the built Storybook (storybook-static, from
// `npm run build-storybook`) on a free port and runs @storybook/test-runner against its index in
// Debian Chromium. Each story is rendered, its play function run, and axe checks the result
// (the a11y addon's `test: 'error'`); a console error fails it too. A JUnit report goes to
// reports/junit/storybook.xml. Arguments are passed on: `npm run test:storybook -- --includeTags x`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { staticHandler } from './static-server.mjs';

const dir = path.resolve('storybook-static');
if (!fs.existsSync(path.join(dir, 'index.json'))) {
  console.error('No built Storybook in storybook-static/: run `npm run build-storybook` first.');
  process.exit(1);
}

// Storybook's own addresses end in .html (iframe.html?id=...): served as they are.
const server = http.createServer(staticHandler(dir, { cleanUrls: false }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
console.log(`Storybook from storybook-static/ on ${url}`);

const require = createRequire(import.meta.url);
const runner = require.resolve('@storybook/test-runner/dist/test-storybook.js');
const child = spawn(
  process.execPath,
  [
    runner,
    '--index-json',
    '--url',
    url,
    '--failOnConsole',
    '--junit',
    '--disable-telemetry',
    '--maxWorkers',
    process.env.STORYBOOK_WORKERS ?? '2',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      JEST_JUNIT_OUTPUT_DIR: path.resolve('reports/junit'),
      JEST_JUNIT_OUTPUT_NAME: 'storybook.xml',
    },
  },
);

const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
