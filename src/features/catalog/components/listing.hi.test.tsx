import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as benefitsStories from './BenefitsStrip/BenefitsStrip.stories';
import * as headerStories from './ListingHeader/ListingHeader.stories';
import { productsFound } from './ListingHeader';
import * as loadMoreStories from './LoadMore/LoadMore.stories';
import * as cardStories from './ProductCard/ProductCard.stories';
import * as listingStories from './ProductListing/ProductListingView.stories';
import * as recentStories from './RecentlyViewed/RecentlyViewed.stories';
import * as sizeStories from './SizeSelector/SizeSelector.stories';
import * as alertStories from './StockAlerts/StockAlerts.stories';

const { Default: Header, OneProduct } = composeStories(headerStories);
const { MoreToLoad } = composeStories(loadMoreStories);
const { Discounted: Card, ListLayout, Wishlisted, OutOfStock } = composeStories(cardStories);
const { OnePage, Empty, Loading } = composeStories(listingStories);
const { ThreeProducts } = composeStories(recentStories);
const { OneSize, SoldOutSize, WithYourSize } = composeStories(sizeStories);
const { TwoAlerts, Empty: NoAlerts } = composeStories(alertStories);
const { Default: Benefits } = composeStories(benefitsStories);

/** Listings and their parts on a Hindi page (issue 36): what a shopper reads and what controls are named. */
describe('the catalogue on a Hindi page', () => {
  onHindiPages();

  it('the bar above a listing: the count, Sort by with Hindi labels (the values unchanged), the views', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const { unmount } = render(<Header onSortChange={onSortChange} />);
    expect(screen.getByText('20 प्रॉडक्ट मिले')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'क्रम से लगाएँ' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['फ़ीचर्ड', 'featured'],
      ['कीमत: कम से ज़्यादा', 'priceLowToHigh'],
      ['कीमत: ज़्यादा से कम', 'priceHighToLow'],
      ['नए पहले', 'newest'],
      ['सबसे ज़्यादा रेटिंग', 'rating'],
      ['सबसे ज़्यादा छूट', 'discount'],
    ]);
    await user.selectOptions(sort, 'सबसे ज़्यादा छूट');
    await waitFor(() => expect(onSortChange).toHaveBeenCalledWith('discount'));
    const views = within(screen.getByRole('group', { name: 'देखें' }));
    expect(views.getByRole('button', { name: 'ग्रिड व्यू' })).toHaveAttribute('aria-pressed', 'true');
    expect(views.getByRole('button', { name: 'लिस्ट व्यू' })).toHaveAttribute('aria-pressed', 'false');
    unmount();
    render(<OneProduct />);
    expect(screen.getByText('1 प्रॉडक्ट मिला')).toBeInTheDocument();
    expect(productsFound(0)).toBe('0 प्रॉडक्ट मिले');
  });

  it('Load more and how many are shown', () => {
    render(<MoreToLoad />);
    expect(screen.getByText('51 में से 24 प्रॉडक्ट दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
  });

  it("a card: Add to Cart, the wishlist heart, out of stock; a list row's type, colour and sizes", () => {
    const { unmount } = render(<Card />);
    expect(screen.getByRole('link', { name: 'Chanderi Silk Anarkali Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'विशलिस्ट में जोड़ें' })).toBeInTheDocument();
    unmount();
    const wishlisted = render(<Wishlisted />);
    expect(screen.getByRole('button', { name: 'विशलिस्ट से हटाएँ' })).toHaveAttribute('aria-pressed', 'true');
    wishlisted.unmount();
    const soldOut = render(<OutOfStock />);
    expect(screen.getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeDisabled();
    soldOut.unmount();
    render(<ListLayout />);
    expect(screen.getByText('कुर्ता · गुलाबी · साइज़: S, M, L, XL')).toBeInTheDocument();
  });

  it('a listing: its cards and bar; empty, and loading', () => {
    const { unmount } = render(<OnePage />);
    expect(screen.getByText('20 प्रॉडक्ट मिले')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'कार्ट में जोड़ें' })).toHaveLength(20);
    unmount();
    const empty = render(<Empty />);
    expect(screen.getByText('कोई प्रॉडक्ट नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('इस कैटेगरी में अभी कोई प्रॉडक्ट उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute('href', '/');
    empty.unmount();
    render(<Loading />);
    expect(screen.getByText('प्रॉडक्ट लोड हो रहे हैं…')).toHaveAttribute('role', 'status');
  });

  it('Recently viewed and its Clear button', () => {
    render(<ThreeProducts />);
    const section = screen.getByRole('region', { name: 'हाल ही में देखे गए' });
    expect(within(section).getByRole('button', { name: 'हाल ही में देखे गए सभी हटाएँ' })).toBeInTheDocument();
  });

  it("sizes: 'One Size', a sold-out size and the shopper's size, named in Hindi", () => {
    const { unmount } = render(<OneSize />);
    const group = screen.getByRole('group', { name: 'साइज़ चुनें' });
    expect(within(group).getByRole('button', { name: 'फ़्री साइज़' })).toBeInTheDocument();
    unmount();
    const soldOut = render(<SoldOutSize />);
    expect(screen.getByRole('button', { name: 'XL, स्टॉक ख़त्म' })).toBeDisabled();
    soldOut.unmount();
    render(<WithYourSize />);
    expect(screen.getByRole('button', { name: 'M, आपका साइज़' })).toBeInTheDocument();
  });

  it("the profile's back-in-stock alerts", () => {
    const { unmount } = render(<TwoAlerts />);
    const section = within(screen.getByRole('region', { name: 'बैक-इन-स्टॉक अलर्ट' }));
    expect(section.getByRole('link', { name: 'Chanderi Silk Anarkali Kurta, साइज़ XL' })).toBeInTheDocument();
    expect(section.getAllByText('स्टॉक ख़त्म')).toHaveLength(2);
    expect(section.getAllByRole('button', { name: 'हटाएँ' })).toHaveLength(2);
    expect(
      section.getByText('इनमें से कोई साइज़ स्टॉक में वापस आते ही, आपकी अगली विज़िट पर हम आपको यहीं बताएँगे।'),
    ).toBeInTheDocument();
    unmount();
    render(<NoAlerts />);
    expect(screen.getByText(/^अभी कोई अलर्ट नहीं है।/)).toHaveTextContent('‘मुझे बताएँ’');
  });

  it("the home page's benefits strip", async () => {
    const { container } = render(<Benefits />);
    const strip = within(screen.getByRole('region', { name: 'Rangoli से ख़रीदारी क्यों करें' }));
    for (const text of [
      'मुफ़्त डिलीवरी',
      '₹999 से ज़्यादा के ऑर्डर पर',
      'सुरक्षित भुगतान',
      'कार्ड, UPI और कैश ऑन डिलीवरी',
      'आसान रिटर्न',
      '30 दिन की रिटर्न पॉलिसी',
      '24/7 सपोर्ट',
      'दिन हो या रात, हमें कभी भी लिखें',
    ])
      expect(strip.getByText(text)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
