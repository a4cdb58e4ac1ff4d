// The app's icons for the web app manifest and iOS, drawn from public/favicon.svg with sharp:
// 192 and 512 px (purpose "any"), a maskable 512 px one (the mark inside the safe zone, on a
// full-bleed brand background) and the 180 px apple-touch-icon. Written to public/assets/icons/
// and committed; run again (`npm run icons`) when the mark changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#8a1c4a';
const out = path.resolve('public/assets/icons');
const favicon = fs.readFileSync('public/favicon.svg', 'utf8');
// Without its rounded corners, for the maskable icon (the platform cuts its own shape).
const squareMark = favicon.replace(/ rx="\d+"/, '');

/** The mark drawn at `size` px, scaled by `scale` and centred on the brand colour. */
async function icon(file, size, svg, scale = 1) {
  const inner = Math.round(size * scale);
  const mark = await sharp(Buffer.from(svg), { density: 72 * Math.ceil(inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: scale < 1 ? BRAND : '#0000' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}

fs.mkdirSync(out, { recursive: true });
await icon('icon-192.png', 192, favicon);
await icon('icon-512.png', 512, favicon);
// Maskable: the safe zone is the centre circle of 80% diameter; the mark fills 70%.
await icon('icon-maskable-512.png', 512, squareMark, 0.7);
// iOS draws its own rounded corners and does not take transparency: full-bleed, square.
await icon('apple-touch-icon.png', 180, squareMark);
console.log(`Icons written to ${path.relative(process.cwd(), out)}/`);
