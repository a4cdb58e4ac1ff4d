import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PRODUCTS, summarize, type ProductSource } from '@/features/catalog';
import { deliveryDate, formatDeliveryDate } from '@/features/delivery';
import { makeStore, type RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import ProductPage from './ProductPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const preferences = (changes: Partial<RootState['preferences']>): Partial<RootState> => ({
  preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [], ...changes },
});

async function renderLoaded(id: string, preloadedState?: Partial<RootState>) {
  const result = renderWithProviders(<ProductPage />, {
    route: `/product/${id}`,
    path: '/product/:id',
    preloadedState,
  });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const details = () => screen.getByRole('region', { name: PRODUCTS[0]!.name });

describe('ProductPage on a Hindi page', () => {
  onHindiPages();

  it("says 'Loading product details...' in Hindi while the product's shard is on its way", async () => {
    let arrive: () => void = () => undefined;
    const products: ProductSource = {
      peek: () => undefined,
      isAbsent: () => false,
      load: () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
      headsUrl: null,
    };
    const store = makeStore({ catalog: { products: [], summary: summarize(PRODUCTS) } }, { products });
    renderWithProviders(<ProductPage />, { route: '/product/30', path: '/product/:id', store });
    expect(screen.getByText('प्रॉडक्ट की जानकारी लोड हो रही है...')).toBeInTheDocument();
    await act(async () => arrive());
  });

  it('the breadcrumb, the buy box and the sections are in Hindi; the product keeps its name', async () => {
    await renderLoaded('1', preferences({ recentlyViewed: [21] }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'महिलाएँ' })).toHaveAttribute('href', '/women');
    const top = within(details());
    expect(top.getByRole('group', { name: 'साइज़ चुनें' })).toBeInTheDocument();
    expect(top.getByRole('button', { name: 'XL, स्टॉक ख़त्म' })).toBeDisabled();
    expect(top.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeEnabled();
    expect(top.getByRole('button', { name: 'विशलिस्ट में जोड़ें' })).toBeInTheDocument();
    expect(top.getByText('+ 18% GST, चेकआउट पर जुड़ेगा')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ग्राहकों के रिव्यू' })).toBeInTheDocument();
    // 'Recently viewed' is a chunk of its own, loaded once there is something to show.
    expect(await screen.findByRole('region', { name: 'हाल ही में देखे गए' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपको ये भी पसंद आ सकते हैं' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'प्रॉडक्ट की जानकारी' })).toHaveTextContent('मूल देशभारत');
  });

  it("saves a size from the size guide, which then reads 'आपका साइज़'", async () => {
    const { store, user } = await renderLoaded('1');
    await user.click(within(details()).getByRole('button', { name: 'साइज़ गाइड' }));
    const dialog = screen.getByRole('dialog', { name: 'साइज़ गाइड' });
    await user.click(within(dialog).getByRole('button', { name: 'L को मेरे साइज़ के रूप में सेव करें' }));
    await user.keyboard('{Escape}');
    const sizes = within(details()).getByRole('group', { name: 'साइज़ चुनें' });
    expect(within(sizes).getByRole('button', { name: 'L, आपका साइज़' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().preferences.mySizes).toEqual({ 'women-tops': 'L' });
  });

  it('checks delivery to a pincode, in Hindi', async () => {
    await renderLoaded('1');
    const delivery = within(details()).getByRole('region', { name: 'डिलीवरी के विकल्प' });
    await userEvent.type(within(delivery).getByRole('textbox', { name: 'पिनकोड' }), '700016');
    await userEvent.click(within(delivery).getByRole('button', { name: 'जाँचें' }));
    const answer = within(delivery).getByRole('status');
    expect(answer).toHaveTextContent(`${formatDeliveryDate(deliveryDate(new Date(), 2))} तक डिलीवरी`);
    expect(answer).toHaveTextContent('कैश ऑन डिलीवरी उपलब्ध है');
    expect(delivery).toHaveTextContent('700016 पर डिलीवरी');
  });

  it('has no axe violations', async () => {
    const { container } = await renderLoaded('45');
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
