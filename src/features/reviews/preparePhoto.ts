import { loadOnce } from '@/app/boot';
import { photoTypeRefusal } from './photoRules';
import type { PhotoRefusal, ReviewPhoto } from './types';

/**
 * A chosen file as a review photo, ready to store: a JPEG, PNG or WebP image (else 'type'),
 * downscaled to at most 1024 px on its longest side and encoded as JPEG of at most about 200 KB
 * (else 'unreadable', when the browser cannot decode it). Its `alt` is empty: the form fills it
 * with the shopper's description.
 *
 * The drawing (encodePhoto.ts: a canvas) is its own chunk, loaded only when the shopper picks a
 * photo: never with the first load, nor with the product page until then.
 */
const loadEncoder = loadOnce(() => import(/* webpackChunkName: "review-photo" */ './encodePhoto'));

export async function preparePhoto(file: Blob): Promise<ReviewPhoto | PhotoRefusal> {
  const refusal = photoTypeRefusal(file.type);
  if (refusal) return refusal;
  const { encodePhoto } = await loadEncoder();
  return encodePhoto(file);
}
