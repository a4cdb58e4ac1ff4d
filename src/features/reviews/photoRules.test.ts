import fc from 'fast-check';
import {
  dataUrlBytes,
  encodeWithin,
  JPEG_QUALITIES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
  photoTypeRefusal,
  scaledSize,
} from './photoRules';

describe('photoTypeRefusal', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes %s', (type) => {
    expect(photoTypeRefusal(type)).toBeUndefined();
  });

  it.each(['image/gif', 'image/heic', 'image/svg+xml', 'application/pdf', '', 'image/JPEG'])(
    'refuses "%s"',
    (type) => {
      expect(photoTypeRefusal(type)).toBe('type');
    },
  );
});

describe('scaledSize', () => {
  it.each([
    [
      [800, 600],
      [800, 600],
    ],
    [
      [1024, 1024],
      [1024, 1024],
    ],
    [
      [4032, 3024],
      [1024, 768],
    ],
    [
      [3024, 4032],
      [768, 1024],
    ],
    [
      [2048, 1],
      [1024, 1],
    ],
    [
      [1025, 1000],
      [1024, 999],
    ],
    [
      [5000, 2],
      [1024, 1],
    ],
  ])('%j is stored at %j', ([width, height], expected) => {
    expect(scaledSize(width!, height!)).toEqual({ width: expected![0], height: expected![1] });
  });

  it('never exceeds the longest side, keeps the proportions to the pixel, and never enlarges (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (w, h) => {
        const { width, height } = scaledSize(w, h);
        expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_PHOTO_SIDE);
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(1);
        expect(width).toBeLessThanOrEqual(w);
        expect(height).toBeLessThanOrEqual(h);
        if (Math.max(w, h) > MAX_PHOTO_SIDE) expect(Math.max(width, height)).toBe(MAX_PHOTO_SIDE);
        else expect({ width, height }).toEqual({ width: w, height: h });
        // The shorter side in proportion, to the pixel (at least 1).
        if (w >= h) expect(Math.abs(height - Math.max(1, (h * width) / w))).toBeLessThanOrEqual(0.5);
        else expect(Math.abs(width - Math.max(1, (w * height) / h))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('takes another limit', () => {
    expect(scaledSize(400, 200, 100)).toEqual({ width: 100, height: 50 });
  });
});

describe('dataUrlBytes', () => {
  it.each([
    ['data:image/jpeg;base64,', 0],
    ['data:image/jpeg;base64,AAAA', 3],
    ['data:image/jpeg;base64,AAA=', 2],
    ['data:image/jpeg;base64,AA==', 1],
  ])('%s holds %i bytes', (url, bytes) => {
    expect(dataUrlBytes(url)).toBe(bytes);
  });

  it('counts what base64 encoded (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        expect(dataUrlBytes(`data:image/jpeg;base64,${Buffer.from(data).toString('base64')}`)).toBe(
          data.length,
        );
      }),
    );
  });
});

describe('encodeWithin: the quality steps down until the photo fits', () => {
  /** A JPEG of `bytes` bytes, as a data URL. */
  const jpeg = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes).toString('base64')}`;

  it('keeps the first quality that fits, and tries no lower', async () => {
    const tried: number[] = [];
    const result = await encodeWithin((quality) => {
      tried.push(quality);
      return jpeg(quality >= 0.7 ? MAX_PHOTO_BYTES + 1 : MAX_PHOTO_BYTES);
    });
    expect(tried).toEqual([0.85, 0.75, 0.65]);
    expect(dataUrlBytes(result)).toBe(MAX_PHOTO_BYTES);
  });

  it('keeps the best quality when it fits at once', async () => {
    const encode = jest.fn(() => Promise.resolve(jpeg(10)));
    expect(await encodeWithin(encode)).toBe(jpeg(10));
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith(JPEG_QUALITIES[0]);
  });

  it('gives the lowest quality when none fits', async () => {
    const tried: number[] = [];
    const result = await encodeWithin((quality) => {
      tried.push(quality);
      return jpeg(Math.round(quality * 100));
    }, 10);
    expect(tried).toEqual([...JPEG_QUALITIES]);
    expect(dataUrlBytes(result)).toBe(35);
  });

  it('steps down from best to worst', () => {
    expect([...JPEG_QUALITIES].sort((a, b) => b - a)).toEqual(JPEG_QUALITIES);
    expect(JPEG_QUALITIES.every((q) => q > 0 && q <= 1)).toBe(true);
  });
});
