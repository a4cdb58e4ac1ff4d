// After the prerender: the link-preview pictures (og:image) that chat apps and social sites show, as
// 1200×630 PNGs, which they all read (most ignore SVG). One per product, from its artwork in
// dist/assets/products/, on its own background colour, into dist/assets/og/{id}.png; and the shop's
// own (dist/assets/og/rangoli.png) from its mark. Made with sharp at build time, never committed,
// never precached by the service worker (only link previews fetch them).
// Usage: node scripts/og-images.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const dist = path.resolve(process.argv[2] ?? 'dist');
// PRERENDER_BUNDLE: the prerender bundle of another build (scripts/build.mjs --env dist=...).
const { CATALOG } = createRequire(import.meta.url)(
  process.env.PRERENDER_BUNDLE ? path.resolve(process.env.PRERENDER_BUNDLE) : '../.prerender/prerender.cjs',
);
// src/app/head/pageHead.ts PREVIEW_SIZE, which the og:image:width and og:image:height tags state.
const WIDTH = 1200;
const HEIGHT = 630;
const out = path.join(dist, 'assets/og');
fs.mkdirSync(out, { recursive: true });

/** `svg` drawn `height` px tall, centred on a 1200×630 canvas of `background`. */
async function preview(svg, file, background, height = HEIGHT) {
  const art = await sharp(svg, { density: 216 }).resize({ height }).png().toBuffer();
  await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
}

const started = Date.now();
// One per artwork (/assets/products/{n}.svg → {n}.png): the real catalogue's products each have
// their own; a synthetic catalogue's share the 70 drawings (src/app/head/pageHead.ts productImagePath).
const artworks = [...new Set(CATALOG.map((product) => product.image))];
await Promise.all(
  artworks.map(async (image) => {
    const svg = fs.readFileSync(path.join(dist, image));
    // The artwork's first <rect> is its background: the preview's sides continue it.
    const background = /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg.toString())?.[1] ?? '#fffaf5';
    await preview(svg, `${path.basename(image, '.svg')}.png`, background);
  }),
);
await preview(fs.readFileSync(path.join(dist, 'favicon.svg')), 'rangoli.png', '#fffaf5', 360);
console.log(
  `Link previews: ${artworks.length + 1} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
