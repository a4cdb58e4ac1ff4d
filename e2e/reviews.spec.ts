import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * Customer Reviews a shopper can trust (issue 34), at 1280 px and 390 px. The Chanderi Silk Anarkali
 * Kurta (product 1: 'Rated 4.6 out of 5 from 1,284 ratings', 918/260/74/21/11 by stars) is in the
 * sample profile's delivered order ORD-001: her review of it is a 'Verified purchase'; of the
 * Banarasi Silk Saree (product 2), never. Every page shows the three sample reviews (5, 4 and 4
 * stars, 'Sample review', 24, 11 and 7 found helpful). A photo is a PNG made here, 1600 × 1200: the
 * shop downscales it to 1024 × 768 and keeps it as JPEG under the `reviews` key.
 */

/** CRC-32 of PNG chunks (node 20's zlib has no crc32). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A truecolour PNG of `width` × `height`: a gradient, so the JPEG the shop makes has something to encode. */
function generatePng(width: number, height: number): Buffer {
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0 (none).
    for (let x = 0; x < width; x++) {
      const at = y * stride + 1 + x * 3;
      raw[at] = Math.round((x / width) * 255);
      raw[at + 1] = Math.round((y / height) * 255);
      raw[at + 2] = (x ^ y) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTO = { name: 'kurta.png', mimeType: 'image/png', buffer: generatePng(1600, 1200) };
const SMALL = generatePng(240, 180);
const smallPhoto = (name: string) => ({ name, mimeType: 'image/png', buffer: SMALL });
const NOT_A_PHOTO = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') };
const DESCRIPTION = 'The pink kurta worn in daylight, front view';

const section = (page: Page) => page.getByRole('region', { name: 'Customer Reviews' });
const form = (page: Page) => section(page).getByRole('form', { name: 'Write a Review' });
const articles = (page: Page) => section(page).getByRole('article');
const own = (page: Page) => section(page).getByRole('article', { name: PRIYA.name });
const fitSummary = (page: Page) => section(page).getByRole('region', { name: 'Fit' });

/** Opens a product's page and waits until the app has taken it over (its form answers). */
async function openProduct(page: Page, id: number) {
  await page.goto(`/product/${id}`);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first(),
  ).toBeEnabled();
  await expect(articles(page)).not.toHaveCount(0);
}

/** Writes a review without photos: its stars, its fit answer and its text. */
async function writeReview(page: Page, stars: number, fit: string | null, comment: string) {
  const count = await own(page).count();
  const write = form(page);
  await write.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check();
  if (fit) await write.getByRole('radio', { name: fit }).check();
  await write.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(own(page)).toHaveCount(count + 1);
}

/** What the `reviews` key holds: the own reviews and the helpful marks (redux-persist: each field a JSON string). */
async function storedReviews(
  page: Page,
): Promise<{ own: { photos: { src: string }[] }[]; helpful: string[] }> {
  const raw = await page.evaluate(() => localStorage.getItem('reviews'));
  if (raw === null) return { own: [], helpful: [] };
  const fields = JSON.parse(raw) as Record<string, string>;
  return { own: JSON.parse(fields.own ?? '[]'), helpful: JSON.parse(fields.helpful ?? '[]') };
}

/** The size the browser decoded an image at. */
const naturalSize = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight }));

test('the rating breakdown: five bars with their shares, each a filter of the reviews', async ({ page }) => {
  await openProduct(page, 1);
  const reviews = section(page);
  await expect(reviews.getByText('Rated 4.6 out of 5 from 1,284 ratings')).toBeVisible();
  // Five toggles, 5 stars down to 1, each with its share (and its count in its title).
  const bars = reviews.getByRole('button', { name: /^\d stars?$/ });
  await expect(bars).toHaveCount(5);
  const expected = [
    ['5 stars', '71%', '918 ratings'],
    ['4 stars', '20%', '260 ratings'],
    ['3 stars', '6%', '74 ratings'],
    ['2 stars', '2%', '21 ratings'],
    ['1 star', '1%', '11 ratings'],
  ] as const;
  for (const [i, [name, share, title]] of expected.entries()) {
    const bar = bars.nth(i);
    await expect(bar).toHaveAccessibleName(name);
    // The share shows beside the bar and describes the button (its visible text is its name).
    await expect(bar).toHaveAccessibleDescription(`${share} ${title}`);
    await expect(reviews.getByText(share, { exact: true }).first()).toBeVisible();
    await expect(bar).toHaveAttribute('title', title);
    await expect(bar).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(articles(page)).toHaveCount(3);

  const four = reviews.getByRole('button', { name: '4 stars' });
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await expect(reviews.getByText('Showing 4-star reviews')).toBeVisible();
  await expect(articles(page)).toHaveCount(2);
  for (const review of await articles(page).all()) await expect(review).toContainText('Rated 4 out of 5');

  // Pressed again: every review again.
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'false');
  await expect(reviews.getByText('Showing 4-star reviews')).toBeHidden();
  await expect(articles(page)).toHaveCount(3);

  // 'Clear filter' does the same; a rating no review has says so.
  await four.click();
  await reviews.getByRole('button', { name: 'Clear filter' }).click();
  await expect(four).toHaveAttribute('aria-pressed', 'false');
  await expect(articles(page)).toHaveCount(3);
  await reviews.getByRole('button', { name: '1 star' }).click();
  await expect(reviews.getByText('No reviews match these filters')).toBeVisible();
  await reviews.getByRole('button', { name: 'Clear filters' }).click();
  await expect(articles(page)).toHaveCount(3);
});

test('a review with a photo, its fit and size: verified, kept over a reload, its photo in a dialog, then deleted', async ({
  page,
}) => {
  await seed(page, { user: PRIYA });
  await openProduct(page, 1);
  const write = form(page);
  await expect(fitSummary(page)).toContainText('Not enough fit answers yet');

  await write.getByRole('radio', { name: '4 stars' }).check();
  await write.getByRole('radio', { name: 'True to size' }).check();
  await write.getByRole('combobox', { name: /^Size bought/ }).selectOption('M');
  const comment = 'Soft chanderi, the colour as pictured. True to size.';
  await write.getByRole('textbox', { name: 'Comment' }).fill(comment);

  // A file that is not a photo: said at the field, inside the form.
  const addPhotos = write.getByLabel('Add photos');
  await addPhotos.setInputFiles(NOT_A_PHOTO);
  await expect(write.getByText('Please choose a JPEG, PNG or WebP image')).toBeVisible();
  await expect(addPhotos).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image/);
  // Four photos: the first three are kept, and the limit said; two are removed before sending.
  await addPhotos.setInputFiles([PHOTO, smallPhoto('b.png'), smallPhoto('c.png'), smallPhoto('d.png')]);
  await expect(write.getByText('You can add up to 3 photos')).toBeVisible();
  await expect(write.getByText('Please choose a JPEG, PNG or WebP image')).toBeHidden();
  await expect(write.getByRole('textbox', { name: /^Describe photo/ })).toHaveCount(3);
  await write.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(addPhotos).toBeFocused();
  await write.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(write.getByRole('textbox', { name: /^Describe photo/ })).toHaveCount(1);
  await expect(write.getByText('You can add up to 3 photos')).toBeHidden();
  const describe = write.getByRole('textbox', { name: 'Describe photo 1' });
  await expect(describe).toBeVisible();

  // A photo without its description: said at its field, which takes focus; nothing is lost.
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(write.getByText('Please describe each photo')).toBeVisible();
  await expect(describe).toBeFocused();
  await expect(describe).toHaveAttribute('aria-invalid', 'true');
  await expect(articles(page)).toHaveCount(3);
  await expect(write.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);
  await expect(write.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(write.getByRole('radio', { name: 'True to size' })).toBeChecked();
  await expect(write.getByRole('combobox', { name: /^Size bought/ })).toHaveValue('M');
  await expect(write.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();

  await describe.fill(DESCRIPTION);
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(articles(page)).toHaveCount(4);
  const mine = own(page);
  await expect(articles(page).first()).toHaveAccessibleName(PRIYA.name);
  await expect(mine).toContainText(comment);
  await expect(mine).toContainText('Rated 4 out of 5');
  await expect(mine.getByText('Size bought: M')).toBeVisible();
  await expect(mine.getByText('Fit: True to size')).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(mine.getByText('Sample review')).toHaveCount(0);
  const photo = mine.getByRole('img', { name: DESCRIPTION });
  await expect(photo).toBeVisible();
  expect(await naturalSize(photo)).toEqual({ width: 1024, height: 768 });
  const stored = await storedReviews(page);
  expect(stored.own).toHaveLength(1);
  expect(stored.own[0]!.photos[0]!.src).toMatch(/^data:image\/jpeg;base64,/);
  // The form is empty again; one fit answer is not enough for the summary.
  await expect(write.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expect(write.getByRole('textbox', { name: 'Describe photo 1' })).toHaveCount(0);
  await expect(fitSummary(page)).toContainText('Not enough fit answers yet');

  // The photo, large, in a dialog named for its place; axe is clean with it open.
  const thumbnail = mine.getByRole('button', { name: DESCRIPTION });
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expect(dialog).toBeVisible();
  const large = dialog.getByRole('img', { name: DESCRIPTION });
  await expect(large).toBeVisible();
  expect((await naturalSize(large)).width).toBeLessThanOrEqual(1024);
  await expectNoAxeViolations(page, "with 'Photo 1 of 1' open");
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();

  // After a reload: the review, its photo and its mark are still there.
  await page.reload();
  await expect(own(page)).toContainText(comment);
  await expect(own(page).getByText('Verified purchase')).toBeVisible();
  await expect(own(page).getByText('Size bought: M')).toBeVisible();
  const reloaded = own(page).getByRole('img', { name: DESCRIPTION });
  await expect(reloaded).toBeVisible();
  expect(await naturalSize(reloaded)).toEqual({ width: 1024, height: 768 });

  // 'Delete review' asks first: Cancel keeps it, Delete removes it, for good.
  await own(page).getByRole('button', { name: 'Delete review' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(own(page)).toBeVisible();
  await expect(own(page).getByRole('button', { name: 'Delete review' })).toBeFocused();
  await own(page).getByRole('button', { name: 'Delete review' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(own(page)).toHaveCount(0);
  await expect(articles(page)).toHaveCount(3);
  // It was last ('Most helpful' after the reload): focus goes to the one before, not to the page's start.
  await expect(section(page).getByRole('article', { name: 'Meera Nair' })).toBeFocused();
  expect((await storedReviews(page)).own).toEqual([]);
  await page.reload();
  await expect(articles(page)).toHaveCount(3);
  await expect(own(page)).toHaveCount(0);
});

test('on a product she never received: no Verified purchase; the fit summary from 3 answers; Lowest rating first', async ({
  page,
}) => {
  await seed(page, { user: PRIYA });
  await openProduct(page, 2);
  const reviews = section(page);
  await expect(reviews.getByText('Sample review')).toHaveCount(3);

  await writeReview(page, 1, 'Runs small', 'The blouse piece was far too small for me.');
  await expect(own(page)).toHaveCount(1);
  await expect(own(page)).toContainText('Rated 1 out of 5');
  await expect(own(page)).toContainText('Fit: Runs small');
  await expect(fitSummary(page)).toContainText('Not enough fit answers yet');
  await writeReview(page, 5, 'True to size', 'Rich zari, drapes beautifully.');
  await expect(fitSummary(page)).toContainText('Not enough fit answers yet');
  await writeReview(page, 3, 'True to size', 'Fine, but the colour is darker.');

  // Three answers: 1 small, 2 true to size.
  const fit = fitSummary(page);
  await expect(fit).not.toContainText('Not enough fit answers yet');
  await expect(fit.getByRole('term')).toHaveText(['Runs small', 'True to size', 'Runs large']);
  await expect(fit.getByRole('definition')).toHaveText(['33%', '67%', '0%']);

  // Five shown, then 'Show more reviews'. Neither hers nor the samples are verified; the samples
  // are tagged; a 1-star review shows as a 5-star one does.
  await expect(articles(page)).toHaveCount(5);
  await reviews.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(articles(page)).toHaveCount(6);
  await expect(reviews.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
  await expect(reviews.getByText('Verified purchase')).toHaveCount(0);
  await expect(reviews.getByText('Sample review')).toHaveCount(3);
  await expect(own(page)).toHaveCount(3);

  const sort = reviews.getByRole('combobox', { name: 'Sort reviews' });
  // A new sort starts again at five: the lowest first (hers, 1 star), the highest first.
  const ratings = (texts: string[]) => texts.map((t) => /Rated (\d) out of 5/.exec(t)?.[1]);
  const shown = () => articles(page).allTextContents().then(ratings);
  await sort.selectOption({ label: 'Lowest rating' });
  await expect(articles(page).first()).toHaveAccessibleName(PRIYA.name);
  await expect.poll(shown).toEqual(['1', '3', '4', '4', '5']);
  await sort.selectOption({ label: 'Highest rating' });
  await expect.poll(shown).toEqual(['5', '5', '4', '4', '3']);
});

test('a full storage while saving photos: she is asked, and the review is saved without them only if she agrees', async ({
  page,
}) => {
  await seed(page, { user: PRIYA, cart: [{ id: 2, size: 'M', quantity: 1 }] });
  // This browser's storage takes no photos: a `reviews` value holding one is refused as full.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'reviews' && value.includes('data:image/jpeg'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await openProduct(page, 1);
  const write = form(page);
  const comment = 'Beautiful kurta; the photos show the zari.';
  await write.getByRole('radio', { name: 'Runs large' }).check();
  await write.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await write.getByLabel('Add photos').setInputFiles(smallPhoto('zari.png'));
  await write.getByRole('textbox', { name: 'Describe photo 1' }).fill('The zari border, close up');
  await write.getByRole('button', { name: 'Submit Review' }).click();

  const full = write
    .getByRole('alert')
    .filter({ hasText: "Your photos could not be saved: this browser's storage is full" });
  await expect(full).toBeVisible();
  await expect(full).toBeFocused();
  await expect(own(page)).toHaveCount(0);
  // 'Keep editing': everything as it was.
  await full.getByRole('button', { name: 'Keep editing' }).click();
  await expect(full).toBeHidden();
  await expect(write.getByLabel('Add photos')).toBeFocused();
  await expect(write.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);
  await expect(write.getByRole('textbox', { name: 'Describe photo 1' })).toHaveValue(
    'The zari border, close up',
  );
  await expect(write.getByRole('radio', { name: 'Runs large' })).toBeChecked();

  // Asked again, she agrees: the review without its photo, kept; nothing else lost.
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await full.getByRole('button', { name: 'Save without photos' }).click();
  await expect(own(page)).toContainText(comment);
  await expect(own(page)).toContainText('Fit: Runs large');
  await expect(own(page).getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.reload();
  await expect(own(page)).toContainText(comment);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect((await storedReviews(page)).own).toHaveLength(1);
});

test("'Helpful (n)' marks a sample review once on this device, kept over a reload, and unmarks", async ({
  page,
}) => {
  await openProduct(page, 1);
  const sample = section(page).getByRole('article', { name: 'Rohit Verma' });
  await expect(sample.getByText('Sample review')).toBeVisible();
  await expect(sample.getByText('Verified purchase')).toHaveCount(0);
  const helpful = sample.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveText('Helpful (11)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveText('Helpful (12)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  expect((await storedReviews(page)).helpful).toEqual(['sample-2']);

  await page.reload();
  await expect(helpful).toHaveText('Helpful (12)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await helpful.click();
  await expect(helpful).toHaveText('Helpful (11)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(helpful).toHaveText('Helpful (11)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
});

test('two tabs: a review written in one shows in the other, deleted there it goes here, and nothing else is undone', async ({
  page,
  context,
  consoleProblems,
}) => {
  await seed(page, { user: PRIYA });
  await openProduct(page, 1);
  // The second tab is held to the same: no console errors or warnings, no external host.
  const other = await context.newPage();
  other.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      consoleProblems.push(`second tab ${m.type()}: ${m.text()}`);
  });
  other.on('pageerror', (e) => consoleProblems.push(`second tab pageerror: ${e.message}`));
  await openProduct(other, 1);

  // In the second tab she marks a sample helpful and starts a review; in the first she writes one.
  const draft = 'Started here, not sent yet';
  await form(other).getByRole('textbox', { name: 'Comment' }).fill(draft);
  await form(other).getByRole('radio', { name: 'Runs small' }).check();
  const helpfulThere = section(other)
    .getByRole('article', { name: 'Ananya Iyer' })
    .getByRole('button', {
      name: /^Helpful/,
    });
  await helpfulThere.click();
  await expect(helpfulThere).toHaveAttribute('aria-pressed', 'true');
  await writeReview(page, 2, 'Runs large', 'Loose at the shoulders; I had to alter it.');
  await expect(own(other)).toContainText('Loose at the shoulders; I had to alter it.');
  await expect(own(other).getByText('Verified purchase')).toBeVisible();
  // Both tabs hold both: the mark made there and the review written here.
  const helpfulHere = section(page)
    .getByRole('article', { name: 'Ananya Iyer' })
    .getByRole('button', {
      name: /^Helpful/,
    });
  await expect(helpfulHere).toHaveText('Helpful (25)');
  await expect(helpfulThere).toHaveText('Helpful (25)');
  // What she had typed in the second tab is still there.
  await expect(form(other).getByRole('textbox', { name: 'Comment' })).toHaveValue(draft);
  await expect(form(other).getByRole('radio', { name: 'Runs small' })).toBeChecked();

  // Deleted in the second tab: gone from the first; the mark stays.
  await own(other).getByRole('button', { name: 'Delete review' }).click();
  await other
    .getByRole('alertdialog', { name: 'Delete this review?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(own(other)).toHaveCount(0);
  await expect(own(page)).toHaveCount(0);
  await expect(helpfulHere).toHaveAttribute('aria-pressed', 'true');
  await expect(helpfulThere).toHaveAttribute('aria-pressed', 'true');
  const stored = await storedReviews(page);
  expect(stored).toEqual({ own: [], helpful: ['sample-1'] });
  await expect(form(other).getByRole('textbox', { name: 'Comment' })).toHaveValue(draft);
  await other.close();
});
