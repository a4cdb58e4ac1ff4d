import { Route } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { makeStore, type RootState } from '@/test/app';
import { PRODUCTS, summarize, type ProductSource } from '@/features/catalog';
import { deliveryDate, formatDeliveryDate } from '@/features/delivery';
import { formatDate, todayYMD } from '@/shared/lib/dates';
import ProductPage, { parseProductId } from './ProductPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const PRIYA = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};
const signedIn: Partial<RootState> = { auth: { user: PRIYA, remember: true } };

function renderProduct(id: string, preloadedState?: Partial<RootState>) {
  return renderWithProviders(<ProductPage />, {
    route: `/product/${id}`,
    path: '/product/:id',
    preloadedState,
    extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
  });
}

async function renderLoaded(id: string, preloadedState?: Partial<RootState>) {
  const result = renderProduct(id, preloadedState);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

/** The toasts' live region (the delivery check has a status region of its own). */
const findToasts = async () =>
  (await screen.findAllByRole('status')).find((region) => region.getAttribute('aria-live') === 'polite');

const reviewsSection = () => screen.getByRole('region', { name: 'Customer Reviews' });
const details = () => screen.getByRole('region', { name: PRODUCTS[0]!.name });

describe('parseProductId', () => {
  it('accepts plain positive whole numbers only', () => {
    expect(parseProductId('12')).toBe(12);
    for (const raw of ['abc', '0', '1.5', '-3', '01', '', undefined, '12abc'])
      expect(parseProductId(raw)).toBeNull();
  });
});

describe('ProductPage', () => {
  // The page's chunk asks for the details' chunk as it runs: once that is there, the details render
  // in the page's first commit, with no loading state (what lets a prerendered page's click hydrate
  // the buy box at once: app/boot, AppReady).
  it('renders the details at once, without a loading state, once their code is there', async () => {
    await act(async () => {
      await import('./ProductView');
    });
    renderProduct('1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading product details...')).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '1.5', '999'])('redirects /product/%s to /', async (id) => {
    renderProduct(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows breadcrumb, image, brand, name, price, struck price, % OFF, rating and review count', async () => {
    await renderLoaded('1');
    expect(document.title).toBe('Chanderi Silk Anarkali Kurta by Biba | Rangoli');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women');
    expect(crumbs.getByText('Chanderi Silk Anarkali Kurta')).toHaveAttribute('aria-current', 'page');
    const top = within(details());
    const img = top.getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' });
    expect(img).toHaveAttribute('src', '/assets/products/1.svg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(top.getByText('Biba')).toBeInTheDocument();
    expect(top.getByText('₹2,499')).toBeInTheDocument();
    expect(top.getByText('₹3,999').tagName).toBe('S');
    expect(top.getByText('38% OFF')).toBeInTheDocument();
    expect(top.getByText('4.6 ★')).toBeInTheDocument();
    expect(top.getByText('(1,284)')).toBeInTheDocument();
    for (const badge of ['Free Shipping', 'Easy Returns', 'Secure Payment']) {
      expect(top.getByText(badge)).toBeInTheDocument();
    }
  });

  it('shows no struck price or % OFF for an undiscounted product, and no brand line without a brand', async () => {
    const { unmount } = await renderLoaded('3');
    const dress = within(screen.getByRole('region', { name: 'Floral Print Wrap Midi Dress' }));
    expect(dress.getByText('₹2,990')).toBeInTheDocument();
    expect(dress.queryByText(/% OFF/)).not.toBeInTheDocument();
    unmount();
    await renderLoaded('45');
    const frock = screen.getByRole('region', { name: 'Hand Block Print Cotton Frock' });
    expect(frock).not.toHaveTextContent('undefined');
    expect(within(frock).getByRole('heading', { level: 1 }).previousElementSibling).toBeNull();
  });

  it('Add to Cart without a size says "Please select a size" and moves focus to the sizes', async () => {
    const { store, user } = await renderLoaded('1');
    await user.click(within(details()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
    expect(store.getState().cart.lines).toEqual([]);
    expect(
      within(screen.getByRole('group', { name: 'Select Size' })).getByRole('button', { name: 'S' }),
    ).toHaveFocus();
  });

  it('adds the chosen quantity of the chosen size; minus is disabled at 1', async () => {
    const { store, user } = await renderLoaded('1');
    const sizes = screen.getByRole('group', { name: 'Select Size' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['S', 'M', 'L', 'XL']);
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(minus).toBeEnabled();
    await user.click(within(details()).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 3 }]);
    expect(await findToasts()).toHaveTextContent('Product added to cart!');
  });

  it('the stepper stops at what the cart can still take of the chosen size', async () => {
    const { store, user } = await renderLoaded('1', {
      cart: { lines: [{ id: 1, size: 'M', quantity: 97 }] },
    });
    const sizes = screen.getByRole('group', { name: 'Select Size' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('4');
    // 97 of M in the cart: 2 more at most.
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    await user.click(within(details()).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 99 }]);
    expect(await findToasts()).toHaveTextContent('Product added to cart!');
    // Full: the stepper rests at 1, and Add to Cart says why nothing more is added.
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    expect(plus).toBeDisabled();
    await user.click(within(details()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add at most 99 of this item');
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 99 }]);
    // Another size has room again.
    await user.click(within(sizes).getByRole('button', { name: 'S' }));
    expect(plus).toBeEnabled();
  });

  it('the wishlist toggle reads "Wishlisted" when saved and removes on a second press', async () => {
    const { store, user } = await renderLoaded('1');
    await user.click(within(details()).getByRole('button', { name: 'Add to wishlist' }));
    expect(store.getState().wishlist.ids).toEqual([1]);
    const saved = within(details()).getByRole('button', { name: 'Wishlisted' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(saved);
    expect(store.getState().wishlist.ids).toEqual([]);
    expect(within(details()).getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the 3 sample reviews as articles and the Write a Review form to everyone', async () => {
    await renderLoaded('1');
    const section = within(reviewsSection());
    expect(section.getAllByRole('article')).toHaveLength(3);
    expect(section.getByRole('form', { name: 'Write a Review' })).toBeInTheDocument();
    expect(section.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('a guest who submits a review is asked to sign in, in the form, with a link; nothing is added or lost', async () => {
    const { store, user } = await renderLoaded('1');
    const section = within(reviewsSection());
    await user.type(section.getByRole('textbox', { name: 'Comment' }), 'Lovely');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    const alert = await section.findByRole('alert');
    expect(section.getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely');
    expect(alert).toHaveTextContent('Please login to submit a review');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(store.getState().reviews.own).toEqual([]);
    expect(section.getAllByRole('article')).toHaveLength(3);
  });

  it('a signed-in shopper with an empty comment sees "Please enter a comment" at the field', async () => {
    const { store, user } = await renderLoaded('1', signedIn);
    const section = within(reviewsSection());
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    const comment = section.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveAccessibleDescription('Please enter a comment');
    expect(comment).toHaveFocus();
    expect(store.getState().reviews.own).toEqual([]);
  });

  it('a signed-in review comes first (the list turns to Newest), dated today, kept per product, toasted, and the form resets', async () => {
    const { store, user } = await renderLoaded('1', signedIn);
    const section = within(reviewsSection());
    await user.click(section.getByRole('radio', { name: '4 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Comment' }), '  Beautiful colour, fits well.  ');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(await findToasts()).toHaveTextContent('Review submitted successfully!');
    expect(section.getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('newest');
    const articles = section.getAllByRole('article');
    expect(articles).toHaveLength(4);
    const mine = within(articles[0]!);
    expect(articles[0]).toHaveAccessibleName('Priya Sharma');
    expect(mine.getByText('Beautiful colour, fits well.')).toBeInTheDocument();
    expect(mine.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(mine.getByText(formatDate(todayYMD()))).toBeInTheDocument();
    expect(section.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(section.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    const kept = store.getState().reviews.own.filter((review) => review.productId === 1);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      authorId: PRIYA.id,
      author: 'Priya Sharma',
      rating: 4,
      comment: 'Beautiful colour, fits well.',
      date: todayYMD(),
    });
  });

  it('shows reviews submitted earlier for this product only', async () => {
    const review = {
      id: 'r1',
      productId: 1,
      authorId: 'asha',
      author: 'Asha',
      rating: 3,
      comment: 'Okay',
      date: '2026-11-01',
      createdAt: 0,
      photos: [],
    };
    await renderLoaded('2', { reviews: { own: [review], helpful: [] } });
    expect(within(reviewsSection()).getAllByRole('article')).toHaveLength(3);
  });

  it('You May Also Like: up to 4 other products of the same category, which link on', async () => {
    const { user } = await renderLoaded('1');
    const related = screen.getByRole('region', { name: 'You May Also Like' });
    const items = within(related).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const names = items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(PRODUCTS.slice(1, 5).map((p) => p.name));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(within(items[0]!).getByRole('link', { name: PRODUCTS[1]!.name }));
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCTS[1]!.name })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/product/2');
    // A new product starts with no size chosen.
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides You May Also Like when the category has no other product', async () => {
    await renderLoaded('1', { catalog: { products: [PRODUCTS[0]!, PRODUCTS[30]!] } });
    expect(screen.queryByRole('region', { name: 'You May Also Like' })).not.toBeInTheDocument();
  });

  it('checks delivery to a pincode under Add to Cart, and remembers it for the next product', async () => {
    const { store } = await renderLoaded('1');
    const delivery = within(details()).getByRole('region', { name: 'Delivery options' });
    await userEvent.type(within(delivery).getByRole('textbox', { name: 'Pincode' }), '700016');
    await userEvent.click(within(delivery).getByRole('button', { name: 'Check' }));
    const answer = within(delivery).getByRole('status');
    expect(answer).toHaveTextContent(`Delivery by ${formatDeliveryDate(deliveryDate(new Date(), 2))}`);
    expect(answer).toHaveTextContent('Cash on Delivery available');
    expect(store.getState().preferences.pincode).toBe('700016');
  });

  it('shows the remembered pincode as "Deliver to" with Change, and what it means there', async () => {
    await renderLoaded('2', {
      preferences: { pincode: '781001', recentlyViewed: [], mySizes: {}, stockAlerts: [] },
    });
    const delivery = screen.getByRole('region', { name: 'Delivery options' });
    expect(delivery).toHaveTextContent('Deliver to 781001');
    expect(within(delivery).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(delivery).getByRole('status')).toHaveTextContent('Cash on Delivery not available');
  });

  describe('fit and choice (issue 19)', () => {
    const preferences = (changes: Partial<RootState['preferences']>): Partial<RootState> => ({
      preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [], ...changes },
    });

    it("saves a size from the size guide: it reads 'Your size' here, never chosen, and is remembered", async () => {
      const { store, user } = await renderLoaded('1');
      await user.click(within(details()).getByRole('button', { name: 'Size guide' }));
      const dialog = screen.getByRole('dialog', { name: 'Size guide' });
      await user.click(within(dialog).getByRole('button', { name: 'Save L as my size' }));
      await user.keyboard('{Escape}');
      expect(within(details()).getByRole('button', { name: 'Size guide' })).toHaveFocus();
      const sizes = within(details()).getByRole('group', { name: 'Select Size' });
      expect(within(sizes).getByRole('button', { name: 'L, Your size' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(store.getState().preferences.mySizes).toEqual({ 'women-tops': 'L' });
    });

    it("marks the saved size of the product's kind only", async () => {
      await renderLoaded('21', preferences({ mySizes: { 'women-tops': 'M', 'men-tops': 'XL' } }));
      const sizes = within(screen.getByRole('region', { name: 'Slim Fit Oxford Shirt' })).getByRole('group', {
        name: 'Select Size',
      });
      expect(within(sizes).getByRole('button', { name: 'XL, Your size' })).toBeInTheDocument();
      expect(within(sizes).getByRole('button', { name: 'M' })).toBeInTheDocument();
    });

    it('has no size guide for Beauty', async () => {
      await renderLoaded('56');
      expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
    });

    it('sold out XL cannot be chosen; Notify me remembers the wish and says so', async () => {
      const { store, user } = await renderLoaded('1');
      expect(within(details()).getByRole('button', { name: 'XL, sold out' })).toBeDisabled();
      await user.click(within(details()).getByRole('button', { name: 'Notify me when XL is back' }));
      expect(store.getState().preferences.stockAlerts).toEqual([{ productId: 1, size: 'XL' }]);
      expect(await findToasts()).toHaveTextContent("We'll let you know when it's back");
      expect(details()).toHaveTextContent("We'll let you know when XL is back");
    });

    it("a low size says 'Only 2 left' and the cart takes no more than 2", async () => {
      const { store, user } = await renderLoaded('1', {
        cart: { lines: [{ id: 1, size: 'L', quantity: 2 }] },
      });
      await user.click(within(details()).getByRole('button', { name: 'L' }));
      expect(within(details()).getByText('Only 2 left')).toBeInTheDocument();
      await user.click(within(details()).getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left in size L');
      expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
    });

    it('joins Recently viewed, which shows the others above You May Also Like, most recent first', async () => {
      const { store } = await renderLoaded('1', preferences({ recentlyViewed: [21, 1, 57] }));
      expect(store.getState().preferences.recentlyViewed).toEqual([1, 21, 57]);
      const recent = await screen.findByRole('region', { name: 'Recently viewed' });
      expect(
        within(recent)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Slim Fit Oxford Shirt', 'SuperStay Matte Ink Liquid Lipstick']);
      const related = screen.getByRole('region', { name: 'You May Also Like' });
      expect(recent.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows no Recently viewed when this product is the only one viewed', async () => {
      await renderLoaded('1');
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    });
  });

  it('has no axe violations', async () => {
    const { container } = await renderLoaded('45', signedIn);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});

describe('ProductPage in a browser that loads the catalogue piece by piece', () => {
  /** A store holding only the manifest's products, and a product source whose shard arrives when told. */
  function piecewise() {
    let arrive: () => void = () => undefined;
    const arrived = new Set<number>();
    const products: ProductSource = {
      peek: (id) => (arrived.has(id) ? PRODUCTS.find((p) => p.id === id) : undefined),
      isAbsent: (id) => id > 70,
      load: (ids) =>
        new Promise<void>((resolve) => {
          arrive = () => {
            ids.forEach((id) => arrived.add(id));
            resolve();
          };
        }),
      headsUrl: null,
    };
    const summary = summarize(PRODUCTS);
    const store = makeStore({ catalog: { products: PRODUCTS.slice(0, 8), summary } }, { products });
    return { store, arrive: () => arrive() };
  }

  it("fetches a product's shard, showing 'Loading product details...' meanwhile", async () => {
    const { store, arrive } = piecewise();
    renderWithProviders(<ProductPage />, { route: '/product/30', path: '/product/:id', store });
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCTS[29]!.name })).toBeInTheDocument();
    expect(store.getState().catalog.products.map((p) => p.id)).toContain(30);
  });

  it('sends the shopper home when the catalogue has no such product, without fetching', async () => {
    const { store } = piecewise();
    renderWithProviders(<ProductPage />, {
      route: '/product/71',
      path: '/product/:id',
      store,
      extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });
});
