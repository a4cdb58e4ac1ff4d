// `npm run build`: the production build, then the prerendered pages, then the link-preview pictures.
//   npm run build                                   the shop's own 70 products into dist/
//   npm run build -- --env catalog=bench-100000   the same shop over the bench's 100,000 products
//   npm run build -- --env catalog=bench-10000 --env dist=.tmp/dist-10000   into another folder
// CATALOG=bench-10000 in the environment does the same as --env catalog=bench-10000.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = {};
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  const value = arg === '--env' ? args[++i] : arg.startsWith('--env=') ? arg.slice(6) : null;
  if (value === null || value === undefined) {
    console.error(`Unknown argument "${arg}". Usage: npm run build [-- --env catalog=NAME] [--env dist=DIR]`);
    process.exit(2);
  }
  const [key, ...rest] = value.split('=');
  env[key] = rest.join('=');
}

const dist = path.resolve(root, env.dist || 'dist');
const prerenderBundle =
  dist === path.resolve(root, 'dist')
    ? path.join(root, '.prerender/prerender.cjs')
    : `${dist}.prerender/prerender.cjs`;

function run(nodeArgs, extraEnv = {}) {
  const result = spawnSync(process.execPath, nodeArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run([
  path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
  '--mode',
  'production',
  ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
]);
// The prerender is TypeScript (it shares scripts/page-shell with webpack's config): run through esbuild-register.
run(['-r', 'esbuild-register', path.join(root, 'scripts/prerender.ts'), dist], {
  PRERENDER_BUNDLE: prerenderBundle,
});
run([path.join(root, 'scripts/og-images.mjs'), dist], { PRERENDER_BUNDLE: prerenderBundle });
