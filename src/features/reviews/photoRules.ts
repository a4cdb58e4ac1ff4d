import type { PhotoRefusal } from './types';

/**
 * The rules of a review's photos (issue 34), pure: what may be chosen, the size it is stored at,
 * and the JPEG qualities tried until it is small enough. photos.ts does the drawing (a canvas, in
 * the browser, loaded only when the shopper picks a photo); the stored shape (persist.ts) checks
 * the same limits.
 */

/** At most this many photos a review. */
export const MAX_PHOTOS = 3;

/** A stored photo's longest side, at most (px). */
export const MAX_PHOTO_SIDE = 1024;

/** A stored photo's JPEG, at most about this many bytes. */
export const MAX_PHOTO_BYTES = 200 * 1024;

/** What the shopper may choose: JPEG, PNG or WebP. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The qualities tried in turn, best first: the first whose JPEG fits MAX_PHOTO_BYTES is kept. */
export const JPEG_QUALITIES: readonly number[] = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35];

/** 'type' when a file is not a JPEG, PNG or WebP image; undefined when it may be tried. */
export function photoTypeRefusal(type: string): PhotoRefusal | undefined {
  return PHOTO_TYPES.includes(type) ? undefined : 'type';
}

/**
 * The size a photo is stored at: as it is when its longest side is within `max`, else scaled
 * down to `max` on that side, the other in proportion (whole pixels, at least 1).
 */
export function scaledSize(
  width: number,
  height: number,
  max: number = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The bytes a base64 data URL holds (its data, decoded). */
export function dataUrlBytes(dataUrl: string): number {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length * 3) / 4 - padding;
}

/**
 * Encodes at each quality in turn until the result fits `maxBytes`: the first that fits, or, when
 * none does, the smallest quality's (a photo at most MAX_PHOTO_SIDE square never comes near it in
 * practice). `encode` gives a data URL for a quality.
 */
export async function encodeWithin(
  encode: (quality: number) => string | Promise<string>,
  maxBytes: number = MAX_PHOTO_BYTES,
  qualities: readonly number[] = JPEG_QUALITIES,
): Promise<string> {
  let last = '';
  for (const quality of qualities) {
    last = await encode(quality);
    if (dataUrlBytes(last) <= maxBytes) return last;
  }
  return last;
}
