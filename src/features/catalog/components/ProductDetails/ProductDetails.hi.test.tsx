import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as stories from './ProductDetails.stories';

const {
  Discounted,
  Beauty,
  Wishlisted,
  WithDeliveryOptions,
  WithBestPrice,
  LowAndSoldOutSizes,
  AlertSet,
  OutOfStock,
  WithSizeGuideAndYourSize,
} = composeStories(stories);

/** The product's facts (category, type, colour) as [term, value]. */
const facts = () =>
  [...document.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('ProductDetails on a Hindi page', () => {
  onHindiPages();

  it('names the buy box in Hindi: Select Size, quantity, Add to Cart, the wishlist; the product keeps its name', () => {
    render(<Discounted />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Biba')).toBeInTheDocument();
    const sizes = screen.getByRole('group', { name: 'साइज़ चुनें' });
    expect(within(sizes).getByRole('button', { name: 'M' })).toBeInTheDocument();
    const quantity = screen.getByRole('group', { name: 'मात्रा' });
    expect(within(quantity).getByRole('button', { name: 'मात्रा घटाएँ' })).toBeDisabled();
    expect(within(quantity).getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'विशलिस्ट में जोड़ें' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Add to Cart|Select Size|Quantity/)).not.toBeInTheDocument();
  });

  it('says GST is added at checkout, and shows category, type and colour in Hindi', () => {
    render(<Discounted />);
    expect(screen.getByText('+ 18% GST, चेकआउट पर जुड़ेगा')).toBeInTheDocument();
    expect(facts()).toEqual([
      ['कैटेगरी', 'महिलाएँ'],
      ['प्रकार', 'कुर्ता'],
      ['रंग', 'गुलाबी'],
    ]);
  });

  it("a beauty product: its category and colour in Hindi, its 'One Size' too", () => {
    render(<Beauty />);
    expect(facts()).toEqual([
      ['कैटेगरी', 'ब्यूटी'],
      ['रंग', 'लाल'],
    ]);
    const sizes = screen.getByRole('group', { name: 'साइज़ चुनें' });
    expect(within(sizes).getByRole('button', { name: 'फ़्री साइज़' })).toBeInTheDocument();
  });

  it('the service badges: free delivery, easy returns, secure payment', () => {
    render(<Discounted />);
    const promises = within(screen.getByRole('list', { name: 'हमारे वादे' }));
    for (const text of [
      'मुफ़्त डिलीवरी',
      '₹999 से ज़्यादा के ऑर्डर पर',
      'आसान रिटर्न',
      '30 दिनों के अंदर',
      'सुरक्षित भुगतान',
      'कार्ड, UPI या COD',
    ])
      expect(promises.getByText(text)).toBeInTheDocument();
  });

  it('few left, sold-out sizes and their alerts', () => {
    const { unmount } = render(<LowAndSoldOutSizes />);
    expect(screen.getByText('सिर्फ़ 2 बाकी')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'XL, स्टॉक ख़त्म' })).toBeDisabled();
    const alerts = within(screen.getByRole('list', { name: 'स्टॉक ख़त्म हो चुके साइज़' }));
    expect(alerts.getByRole('button', { name: 'साइज़ XL वापस आने पर मुझे बताएँ' })).toBeInTheDocument();
    unmount();
    render(<AlertSet />);
    expect(screen.getByText('साइज़ XL वापस आने पर हम आपको बताएँगे')).toBeInTheDocument();
  });

  it('out of stock, wishlisted, the best price with a coupon', () => {
    const { unmount } = render(<OutOfStock />);
    expect(screen.getByText('स्टॉक में नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeDisabled();
    unmount();
    const wishlisted = render(<Wishlisted />);
    expect(screen.getByRole('button', { name: 'विशलिस्ट में है' })).toHaveAttribute('aria-pressed', 'true');
    wishlisted.unmount();
    render(<WithBestPrice />);
    expect(screen.getByText('RANGOLI10').parentElement).toHaveTextContent(
      'RANGOLI10 के साथ सबसे अच्छी कीमत ₹2,249',
    );
  });

  it("the shopper's size and the size guide beside the sizes", () => {
    render(<WithSizeGuideAndYourSize />);
    expect(screen.getByRole('button', { name: 'M, आपका साइज़' })).toHaveTextContent('Mआपका साइज़');
    expect(screen.getByRole('button', { name: 'साइज़ गाइड' })).toBeInTheDocument();
  });

  it('the delivery options under Add to Cart', () => {
    render(<WithDeliveryOptions />);
    const delivery = screen.getByRole('region', { name: 'डिलीवरी के विकल्प' });
    expect(delivery).toHaveTextContent('700016 पर डिलीवरी');
    expect(within(delivery).getByRole('status')).toHaveTextContent(
      'शुक्रवार, 27 नवंबर तक डिलीवरीकैश ऑन डिलीवरी उपलब्ध है',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<LowAndSoldOutSizes />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
