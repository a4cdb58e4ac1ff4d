import type { Page } from '@playwright/test';
import { expect, PRIYA, seed, test } from './support/shop';

/**
 * No control label wraps mid-word ("Filte / rs") at 320, 360 and 390 px (issue 15): every visible
 * button and link of the header, the listings, a product, the cart and checkout. A word of a label
 * must sit on one line: each word's boxes (Range.getClientRects) share one line (a hyphenated word
 * may break after its hyphen, as any text does).
 */

const WIDTHS = [320, 360, 390];

/** The labels, word by word, whose word breaks across lines: "Filters: Filte|rs". */
async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], label');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word may break after its hyphen ("T-|Shirt", "Mid-|Rise"), never inside a part.
        for (const match of text.matchAll(/[^\s\-‐–]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(`${control.textContent?.trim().slice(0, 40)}: ${match[0]}`);
        }
      }
    }
    return broken;
  });
}

const PAGES: { name: string; path: string; signedIn?: boolean }[] = [
  { name: 'home (header, footer)', path: '/' },
  { name: 'a category listing', path: '/women' },
  { name: 'the sale listing', path: '/sale' },
  { name: 'search results', path: '/search?q=shirt' },
  { name: 'a product', path: '/product/1' },
  { name: 'the cart', path: '/cart' },
  { name: 'checkout', path: '/checkout', signedIn: true },
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path, signedIn } of PAGES) {
      test(`no label breaks inside a word: ${name}`, async ({ page }) => {
        await seed(page, {
          ...(signedIn ? { user: PRIYA } : {}),
          cart: [{ id: 1, size: 'M', quantity: 2 }],
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The app has taken over (a prerendered page's controls are disabled until then).
        await expect(page.locator('#root[data-ready]')).toHaveCount(1);
        expect(await wordsBrokenAcrossLines(page)).toEqual([]);
      });
    }
  });
}
