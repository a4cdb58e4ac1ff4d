/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import type { Shell } from './document';
import { PageShellPlugin } from './plugin';

// A shop in miniature, built by webpack with the plugin: two pages (one with a lazy part), the
// three entries, and a worker started from a module that two entries import.
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  'src/routes.js': `export const ROUTES = [
  { path: '/', page: () => import('@/pages/home/HomePage'), title: '', prerender: ['/'] },
  { path: '/x/:id', page: () => import('@/pages/x/XPage'), title: 'X', preload: { modules: ['@/pages/x/Part'] } },
  { path: '/secret', page: () => import('@/pages/secret/SecretPage'), title: 'S', guard: 'signedIn' },
  { path: '*', page: () => import('@/pages/none/NonePage'), title: 'None' },
];`,
  'src/pages/home/HomePage.js': 'export default function HomePage() { return "home"; }',
  'src/pages/x/XPage.js': 'export default function XPage() { return import("./Part"); }',
  'src/pages/x/Part.js': 'export default function Part() { return "part"; }',
  'src/pages/secret/SecretPage.js': 'export default function SecretPage() { return "secret"; }',
  'src/pages/none/NonePage.js': 'export default function NonePage() { return "none"; }',
  'src/worker.js': 'self.onmessage = () => self.postMessage("ready");',
  'src/startWorker.js': 'export const start = () => new Worker(new URL("./worker.js", import.meta.url));',
  'src/main.js':
    'import { ROUTES } from "./routes"; import { start } from "./startWorker"; window.app = [ROUTES, start];',
  'src/boot.js': 'window.booted = true;',
  'src/hints.js': 'import { start } from "./startWorker"; window.hinted = start;',
};

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-shell-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function build(): Promise<Stats> {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { main: './src/main.js', boot: './src/boot.js', hints: './src/hints.js' },
    output: {
      path: path.join(root, 'dist'),
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      publicPath: '/',
    },
    resolve: { alias: { '@': path.join(root, 'src') } },
    plugins: [
      new PageShellPlugin({
        routesFile: path.join(root, 'src/routes.js'),
        root,
        catalog: [],
        manifest: '/data/catalog.1.json',
        shards: ['/data/products-0.1.json'],
        csp: "default-src 'self'",
        withHints: true,
        shellFile: path.join(root, 'prerender/page-shell.json'),
      }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    }),
  );
}

/** The built files of the lazy chunk whose root is a module (by its file under src/). */
function filesOf(stats: Stats, file: string): string[] {
  const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
  const resource = path.join(root, 'src', file);
  return chunks
    .filter((chunk) => chunk.modules?.some((module) => module.nameForCondition === resource))
    .flatMap((chunk) => chunk.files ?? [])
    .map((built) => `/${built}`);
}

jest.setTimeout(60_000);

describe('the page shell plugin in a build', () => {
  it("finds each route's page chunk and its lazy parts by module, and writes the shell and the build's Shell", async () => {
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    const shell = JSON.parse(fs.readFileSync(path.join(root, 'prerender/page-shell.json'), 'utf8')) as Shell;
    expect(shell.hints.routes).toEqual([
      { path: '^/$', scripts: filesOf(stats, 'pages/home/HomePage.js') },
      {
        path: '^/x/([^/]+)$',
        scripts: [...filesOf(stats, 'pages/x/XPage.js'), ...filesOf(stats, 'pages/x/Part.js')],
      },
    ]);
    expect(shell.hints.routes.flatMap((route) => route.scripts)).toHaveLength(3);
    const entry = (name: string) => `/${[...stats.compilation.entrypoints.get(name)!.getFiles()][0]}`;
    expect(shell.scripts).toEqual({ main: entry('main'), boot: entry('boot'), hints: entry('hints') });
    expect(shell).toMatchObject({
      manifest: '/data/catalog.1.json',
      csp: "default-src 'self'",
      withHints: true,
    });
    // The shell the site serves is the same build's, with the names of the files written.
    const html = fs.readFileSync(path.join(root, 'dist/shell.html'), 'utf8');
    expect(fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe(html);
    for (const file of [shell.scripts.main, shell.scripts.hints, ...shell.hints.routes[1]!.scripts]) {
      expect(html).toContain(file);
      expect(fs.existsSync(path.join(root, 'dist', file))).toBe(true);
    }
  });

  it('emits one worker chunk for the two entries that start it', async () => {
    const stats = await build();
    expect(filesOf(stats, 'worker.js')).toHaveLength(1);
  });

  it('fails the build when the table names a module that is not the root of a lazy chunk', async () => {
    const routes = path.join(root, 'src/routes.js');
    fs.writeFileSync(
      routes,
      fs.readFileSync(routes, 'utf8').replace("modules: ['@/pages/x/Part']", "modules: ['@/startWorker']"),
    );
    const stats = await build();
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((error) => error.message).join('\n')).toContain(
      'names @/startWorker, which is not the root of a lazy chunk',
    );
    expect(fs.existsSync(path.join(root, 'prerender/page-shell.json'))).toBe(false);
  });
});
