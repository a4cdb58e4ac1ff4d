import type { Page } from '@playwright/test';
import { test, expect, seed, PRIYA } from './support/shop';

/**
 * Browse journeys (issue 3): home, category and sale listings, the product page with reviews, and
 * the information pages, at 1280 px ("desktop") and 390 px ("phone"). The shared fixture fails a
 * test on any console error or warning (external image hosts are unreachable here, as expected).
 */

const cartLink = (page: Page, items: string) => page.getByRole('link', { name: `Cart, ${items}` });
const productList = (page: Page, name: string) => page.getByRole('list', { name });
const cards = (page: Page, list: string) => productList(page, list).getByRole('listitem');
const productDetails = (page: Page, name: string) => page.getByRole('region', { name });

test('smoke: home → category → product → size → Add to Cart → the header counts 1 item', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop Women' }).click();
  await expect(page).toHaveURL(/\/women$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await cards(page, 'Women products')
    .first()
    .getByRole('link', { name: 'Chanderi Silk Anarkali Kurta' })
    .click();
  await expect(page).toHaveURL(/\/product\/1$/);
  const details = productDetails(page, 'Chanderi Silk Anarkali Kurta');
  await details
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'M', exact: true })
    .click();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Product added to cart!')).toBeVisible();
  await expect(cartLink(page, '1 item')).toBeVisible();
});

/** The prices of a listing's cards, in order. */
const cardPrices = (page: Page, list: string) =>
  cards(page, list).evaluateAll((items) =>
    items.map((li) =>
      // en-IN grouping ("₹1,299", "₹599"): the rating's digits follow straight after the price.
      Number(
        (li.textContent ?? '').match(/Price ₹(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})/)?.[1]?.replace(/,/g, ''),
      ),
    ),
  );
const isAscending = (values: readonly number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

test('home → category tile → sort → product → add 2 → reload and Back keep the sort', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Rangoli — Fashion & Beauty');
  const tiles = page.getByRole('region', { name: 'Shop by Category' });
  await tiles.getByRole('link', { name: /^Men/ }).click();
  await expect(page).toHaveURL(/\/men$/);
  await expect(page).toHaveTitle('Men — Rangoli');
  await expect(page.getByText('15 products found')).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/\/men\?sort=priceLowToHigh$/);
  // The list on screen stays until the sorted one comes (from the catalogue's worker).
  await expect.poll(async () => isAscending(await cardPrices(page, 'Men products'))).toBe(true);
  await expect(page.getByRole('list', { name: 'Men products' })).not.toHaveAttribute('aria-busy');
  const first = cards(page, 'Men products').first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
  await expect(cards(page, 'Men products').first().getByRole('heading', { level: 2 })).toHaveText(name);

  await cards(page, 'Men products').first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = productDetails(page, name);
  await details.getByRole('group', { name: 'Select Size' }).getByRole('button').first().click();
  await details.getByRole('button', { name: 'Increase quantity' }).click();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page, '2 items')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/men\?sort=priceLowToHigh$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
});

test('the cheapest product comes first under Price: Low to High', async ({ page }) => {
  await page.goto('/kids?sort=priceLowToHigh');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
  await expect(cards(page, 'Kids products')).toHaveCount(20);
  const prices = await cardPrices(page, 'Kids products');
  expect(prices.every((p) => p > 0)).toBe(true);
  expect(isAscending(prices)).toBe(true);
});

test('grid/list toggle is kept in the URL; a card adds one of its first size', async ({ page }) => {
  await page.goto('/beauty');
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await list.click();
  await expect(page).toHaveURL(/\/beauty\?view=list$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await cards(page, 'Beauty products').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Product added to cart!')).toBeVisible();
  await expect(cartLink(page, '1 item')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Size: One Size')).toBeVisible();
});

test('/sale lists every discounted product, biggest discount first, 24 then Load more', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sale' }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('discount');
  await expect(page.getByText('51 products found')).toBeVisible();
  await expect(cards(page, 'Sale products')).toHaveCount(24);
  const discounts = async () =>
    cards(page, 'Sale products').evaluateAll((items) =>
      items.map((li) => Number((li.textContent ?? '').match(/(\d+)% OFF/)?.[1])),
    );
  const firstPage = await discounts();
  expect(firstPage[0]).toBe(50);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page, 'Sale products')).toHaveCount(48);
  await expect(cards(page, 'Sale products').nth(24).getByRole('link')).toBeFocused();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page, 'Sale products')).toHaveCount(51);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const all = await discounts();
  expect(all.every((d) => d > 0)).toBe(true);
  expect(all).toEqual([...all].sort((a, b) => b - a));
});

test('product page: size is required, quantity never goes below 1, wishlist toggles', async ({ page }) => {
  await page.goto('/product/22');
  const name = '511 Slim Fit Stretch Jeans';
  await expect(page).toHaveTitle(`${name} by Levi's | Rangoli`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/men');
  const details = productDetails(page, name);
  await expect(details.getByText('30% OFF')).toBeVisible();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').getByText('Please select a size')).toBeVisible();
  await expect(details.getByRole('button', { name: '30', exact: true })).toBeFocused();
  await expect(cartLink(page, '0 items')).toBeVisible();

  const minus = details.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  await details.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(minus).toBeDisabled();

  await details.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(details.getByRole('button', { name: 'Wishlisted' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await details.getByRole('button', { name: 'Wishlisted' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();

  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByRole('listitem')).toHaveCount(4);
});

test('a guest who submits a review is asked to sign in, with a link to the sign-in page', async ({
  page,
}) => {
  await page.goto('/product/1');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('article')).toHaveCount(3);
  await reviews.getByRole('textbox', { name: 'Comment' }).fill('Lovely colour');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Please login to submit a review')).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(3);
  await alert.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in shopper posts a review: it comes first, with today’s date, and the form resets', async ({
  page,
}) => {
  await seed(page, { user: PRIYA });
  await page.goto('/product/14');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByText('Please enter a comment')).toBeVisible();
  await expect(reviews.getByRole('textbox', { name: 'Comment' })).toBeFocused();

  await reviews.getByRole('radio', { name: '4 stars' }).check();
  await reviews.getByRole('textbox', { name: 'Comment' }).fill('Soft cotton and neat chikankari work.');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').getByText('Review submitted successfully!')).toBeVisible();
  const first = reviews.getByRole('article').first();
  await expect(first).toHaveAccessibleName('Priya Sharma');
  await expect(first).toContainText('Soft cotton and neat chikankari work.');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()),
  );
  await expect(first).toContainText(today);
  await expect(reviews.getByRole('article')).toHaveCount(4);
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(reviews.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
});

test('unknown or malformed product ids go home', async ({ page }) => {
  for (const id of ['abc', '0', '1.5', '999']) {
    await page.goto(`/product/${id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wear every colour of the season' }),
    ).toBeVisible();
  }
});

test('category tiles show the bundled artwork when the image host is unreachable', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Shop by Category' });
  await tiles.scrollIntoViewIfNeeded();
  const images = tiles.locator('img');
  await expect(images).toHaveCount(4);
  for (const [i, slug] of ['women', 'men', 'kids', 'beauty'].entries()) {
    await expect(images.nth(i)).toHaveAttribute('src', `/assets/categories/${slug}.svg`);
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
});

test('information pages: linked from the footer, FAQ questions open by keyboard', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(await page.locator('main details > summary').count()).toBeGreaterThanOrEqual(8);
  const question = page.getByText('What is your return policy?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/within 30 days of delivery/)).toBeVisible();

  for (const [link, h1] of [
    ['Return Policy', 'Return Policy'],
    ['Shipping', 'Shipping'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Use', 'Terms of Use'],
  ]) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${h1} — Rangoli`);
  }
  await expect(page.getByText('Mon-Fri').first()).toBeVisible();
});

test('no horizontal scrolling at 320 px on the browse pages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const url of ['/', '/women', '/women?view=list', '/sale', '/product/63', '/faq', '/shipping']) {
    await page.goto(url);
    await expect(page.locator('main h1')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});

test('the newsletter form checks the email at the field and thanks the shopper', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Stay in Style' });
  await section.scrollIntoViewIfNeeded();
  const email = section.getByRole('textbox', { name: 'Email' });
  await email.fill('priya@example');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toBeFocused();
  await email.fill('priya@example.com');
  await email.press('Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test("a newsletter sign-up sent before the form's code has arrived waits for it: no reload, nothing typed lost, the email never in the address", async ({
  page,
}) => {
  // A slow phone: the form's code (loaded on the first interaction) takes its time.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/newsletter-form\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Stay in Style' });
  await section.scrollIntoViewIfNeeded();
  const email = section.getByRole('textbox', { name: 'Email' });
  await email.fill('priya@example');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(email).toHaveValue('priya@example');
  release();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toHaveValue('priya@example');
  await expect(page).toHaveURL(/\/$/);
});

test('a page slow to arrive: the page stays, a progress bar shows and main is busy until the next one is there', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  // The cart page's code takes 1.5 s to arrive.
  await page.route(/\/js\/cart\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const main = page.getByRole('main');
  await cartLink(page, '0 items').click();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-progress-bar]')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wear every colour of the season' }),
  ).toBeVisible();

  await expect(page).toHaveTitle('Your Cart — Rangoli');
  await expect(page.getByRole('heading', { level: 1, name: 'Wear every colour of the season' })).toHaveCount(
    0,
  );
  await expect(main).not.toHaveAttribute('aria-busy');
  await expect(page.locator('[data-progress-bar]')).toHaveCount(0);
});

test('Load more stays where the shopper is about to press it: the cards not yet laid out hold their room', async ({
  page,
}) => {
  await page.goto('/sale');
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(cards(page, 'Sale products')).toHaveCount(48);
  // Scrolled to, as a shopper does: the cards on the way are laid out for the first time.
  const tops = await more.evaluate(async (button) => {
    button.scrollIntoView({ block: 'center' });
    const seen: number[] = [];
    for (let frame = 0; frame < 8; frame += 1) {
      seen.push(button.getBoundingClientRect().top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return seen;
  });
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(40);
});
