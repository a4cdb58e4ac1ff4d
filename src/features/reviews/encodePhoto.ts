import { encodeWithin, scaledSize } from './photoRules';
import type { PhotoRefusal, ReviewPhoto } from './types';

/**
 * Draws an image file on a canvas at its stored size and encodes it as JPEG, stepping the
 * quality down until it fits (photoRules.ts). About 20 lines of the browser's own canvas rather
 * than the `browser-image-compression` package: that package does the same steps (a canvas, a
 * quality loop) with options this shop does not need (a web worker it loads from a CDN by default,
 * EXIF handling that createImageBitmap already does, other output types) at several times the
 * weight. jsdom has no canvas: this module is exercised by the e2e tests, its arithmetic by
 * photoRules.test.ts.
 */
export async function encodePhoto(file: Blob): Promise<ReviewPhoto | PhotoRefusal> {
  let bitmap: ImageBitmap;
  try {
    // Turned upright by its EXIF orientation, as the browser shows it.
    bitmap = await createImageBitmap(file);
  } catch {
    return 'unreadable';
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return 'unreadable';
  }
  // JPEG has no transparency: a PNG's transparent parts on white rather than black.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const src = await encodeWithin((quality) => canvas.toDataURL('image/jpeg', quality));
  return { src, alt: '', width, height };
}
