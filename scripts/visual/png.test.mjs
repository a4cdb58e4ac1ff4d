// The visual tests' comparison (scripts/visual/png.mjs): `node --test scripts/visual/png.test.mjs`
// (CI's gate-tests step). What a design change must trip, and what the rasterizer's noise must not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareImages } from './png.mjs';

/** An opaque width × height image of one colour. */
function filled(width, height, [r, g, b]) {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([r, g, b, 255], i * 4);
  return { width, height, data };
}

const BRAND = [0x8a, 0x1c, 0x4a];

describe('compareImages', () => {
  it('finds no difference between equal images', () => {
    const result = compareImages(filled(40, 20, BRAND), filled(40, 20, BRAND));
    assert.equal(result.differs, false);
    assert.equal(result.pixels, 0);
  });

  it('sees a brand colour 16 levels lighter (#8a1c4a to #9b2c5a), with a diff image', () => {
    const result = compareImages(filled(40, 20, BRAND), filled(40, 20, [0x9b, 0x2c, 0x5a]));
    assert.equal(result.differs, true);
    assert.equal(result.pixels, 800);
    assert.equal(result.diff?.data.length, 40 * 20 * 4);
  });

  it('lets the few pixels the rasterizer moves by 1-3 levels pass', () => {
    const actual = filled(40, 20, BRAND);
    for (const pixel of [3, 77, 410, 799]) actual.data.set([0x8a + 3, 0x1c + 2, 0x4a + 3], pixel * 4);
    assert.equal(compareImages(filled(40, 20, BRAND), actual).differs, false);
  });

  it('counts more than 0.01% of the pixels (at least 5) as a difference, however small each', () => {
    const expected = filled(40, 20, [255, 255, 255]);
    const actual = filled(40, 20, [255, 255, 255]);
    for (const pixel of [1, 2, 3, 4, 5]) actual.data.set([0, 0, 0], pixel * 4);
    assert.equal(compareImages(expected, actual).differs, false); // 5 allowed
    actual.data.set([0, 0, 0], 6 * 4);
    assert.equal(compareImages(expected, actual).differs, true);
  });

  it('calls a change of size a difference', () => {
    const result = compareImages(filled(40, 20, BRAND), filled(40, 21, BRAND));
    assert.equal(result.differs, true);
    assert.equal(result.sizeChanged, true);
  });
});
