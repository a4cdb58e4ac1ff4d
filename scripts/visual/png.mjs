// PNG files for the visual tests (scripts/test-visual.mjs): decoded to RGBA, compared with pixelmatch,
// and the baselines written compactly.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';

/** @typedef {{ width: number, height: number, data: Buffer }} Image RGBA, 4 bytes a pixel. */

/**
 * Decodes a PNG to RGBA (8 bits a channel, alpha 255 when the file has none). libvips (sharp)
 * decodes off the main thread and ~8x faster than pngjs, to the same bytes; pngjs for anything else.
 * @returns {Promise<Image>}
 */
export async function decodePng(buffer) {
  const { data, info } = await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 4 && info.depth === 'uchar') return { width: info.width, height: info.height, data };
  const png = PNG.sync.read(buffer);
  return { width: png.width, height: png.height, data: png.data };
}

/**
 * A compact PNG: deflate level 9, and no alpha channel when every pixel is opaque (as a screenshot
 * is), so it decodes to exactly the same RGBA. Rows unfiltered: on screenshots (flat colours,
 * repeated rows) that is ~7% smaller than pngjs's adaptive filters, and 2.5x faster.
 */
export function encodePng({ width, height, data }) {
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  return PNG.sync.write(
    { width, height, data },
    { deflateLevel: 9, deflateStrategy: 0, filterType: 0, colorType: opaque ? 2 : 6, inputHasAlpha: true },
  );
}

/** `image` on a canvas of `width` x `height`, the new area magenta (a size change shows in the diff). */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([255, 0, 255, 255], i);
  for (let y = 0; y < image.height; y++) {
    image.data.copy(data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  }
  return { width, height, data };
}

/**
 * Per pixel: the colour distance (pixelmatch's threshold) under which two pixels are the same.
 * pixelmatch's default, 0.1, let a brand colour 16 levels lighter (#8a1c4a to #9b2c5a: every
 * primary button) pass as unchanged; 0.05 sees it, and stays above the 1-3 levels the software
 * rasterizer moves a few pixels from run to run (0.03 also saw text anti-aliasing moved by a
 * sub-pixel, in 8 images).
 */
export const PIXEL_THRESHOLD = 0.05;

/** Pixels that may differ in an image (anti-aliasing): 0.01% of them, at least 5. */
export function allowedPixels(width, height) {
  return Math.max(5, Math.ceil(width * height * 0.0001));
}

/**
 * Compares a screenshot with its baseline. A size change is a difference (the diff is drawn on
 * the larger canvas). `diff` is only drawn when the images differ.
 * @returns {{ differs: boolean, pixels: number, allowed: number, sizeChanged: boolean,
 *   expectedSize?: string, actualSize?: string, diff?: Image }}
 */
export function compareImages(expected, actual) {
  const sizeChanged = expected.width !== actual.width || expected.height !== actual.height;
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const allowed = allowedPixels(width, height);
  if (!sizeChanged && expected.data.equals(actual.data))
    return { differs: false, pixels: 0, allowed, sizeChanged };
  const a = padTo(expected, width, height);
  const b = padTo(actual, width, height);
  const pixels = pixelmatch(a.data, b.data, null, width, height, { threshold: PIXEL_THRESHOLD });
  if (!sizeChanged && pixels <= allowed) return { differs: false, pixels, allowed, sizeChanged };
  const diff = { width, height, data: Buffer.alloc(width * height * 4) };
  pixelmatch(a.data, b.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const size = (image) => `${image.width}x${image.height}`;
  return {
    differs: true,
    pixels,
    allowed,
    sizeChanged,
    expectedSize: size(expected),
    actualSize: size(actual),
    diff,
  };
}
