import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ProductDetails.stories';

const {
  Discounted,
  NotDiscounted,
  NoBrand,
  Beauty,
  SizeAndQuantityChosen,
  NearlyFullLine,
  FullLine,
  Wishlisted,
  WithDeliveryOptions,
  WithBestPrice,
  LowAndSoldOutSizes,
  AlertSet,
  OutOfStock,
  WithSizeGuideAndYourSize,
} = composeStories(stories);

describe('ProductDetails', () => {
  it("shows the page's delivery options under Add to Cart", () => {
    render(<WithDeliveryOptions />);
    const delivery = screen.getByRole('region', { name: 'Delivery options' });
    expect(delivery).toHaveTextContent('Deliver to 700016');
    expect(
      screen.getByRole('button', { name: 'Add to Cart' }).compareDocumentPosition(delivery) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows image, brand, name as h1, rating, price, struck original price and % OFF', () => {
    render(<Discounted />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Biba')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('₹3,999').tagName).toBe('S');
    expect(screen.getByText('38% OFF')).toBeInTheDocument();
    expect(screen.getByText('(1,284)')).toBeInTheDocument();
  });

  it('says the price is before GST, which the cart adds, and never that taxes are included', () => {
    render(<Discounted />);
    const note = screen.getByText('+ 18% GST, added at checkout');
    expect(
      screen.getByText('₹2,499').compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(document.body).not.toHaveTextContent(
      /inclusive of all taxes|incl\.? (of )?all taxes|taxes included/i,
    );
  });

  it("shows 'Best price' with the coupon under the price only when one applies", () => {
    const { unmount } = render(<WithBestPrice />);
    expect(screen.getByText(/^Best price/)).toHaveTextContent('Best price ₹2,249 with RANGOLI10');
    unmount();
    render(<Discounted />);
    expect(screen.queryByText(/Best price/)).not.toBeInTheDocument();
  });

  it('has no struck price or badge when not discounted', () => {
    render(<NotDiscounted />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('has no brand line (never "undefined") without a brand', () => {
    const { container } = render(<NoBrand />);
    expect(container).not.toHaveTextContent('undefined');
    expect(screen.getByText('Kids')).toBeInTheDocument();
  });

  it('shows no Type for beauty products and lists their sizes', () => {
    render(<Beauty />);
    expect(screen.queryByText('Type')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One Size' })).toBeInTheDocument();
  });

  it('offers sizes, quantity, Add to Cart and the wishlist toggle', async () => {
    const onSizeChange = jest.fn();
    const onAddToCart = jest.fn();
    const onToggleWishlist = jest.fn();
    render(
      <Discounted
        onSizeChange={onSizeChange}
        onAddToCart={onAddToCart}
        onToggleWishlist={onToggleWishlist}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(onSizeChange).toHaveBeenCalledWith('L');
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    const wish = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(wish).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wish);
    expect(onToggleWishlist).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Wishlisted' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads "Wishlisted" when saved, and removes on press', async () => {
    const onToggleWishlist = jest.fn();
    render(<Wishlisted onToggleWishlist={onToggleWishlist} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wishlisted' }));
    expect(onToggleWishlist).toHaveBeenCalledWith(false);
  });

  it('shows the chosen size and quantity', () => {
    render(<SizeAndQuantityChosen />);
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
  });

  it('stops the stepper at what the cart can still take', async () => {
    render(<NearlyFullLine />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('at a full line the stepper rests at 1 and Add to Cart stays pressable', () => {
    render(<FullLine />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("disables a sold-out size, says 'Only 2 left' once a low size is chosen, and offers an alert for the sold-out one", async () => {
    const user = userEvent.setup();
    render(<LowAndSoldOutSizes />);
    expect(screen.getByRole('button', { name: 'XL, sold out' })).toBeDisabled();
    expect(screen.getByText('Only 2 left')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.queryByText('Only 2 left')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify me when XL is back' }));
    expect(LowAndSoldOutSizes.args.onNotify).toHaveBeenCalledWith('XL');
  });

  it('says an alert is set instead of offering it again', () => {
    render(<AlertSet />);
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
    expect(screen.getByText("We'll let you know when XL is back")).toBeInTheDocument();
  });

  it("with every size sold out: 'Out of stock', Add to Cart and the stepper disabled, an alert for each size", () => {
    render(<OutOfStock />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '30ml, sold out' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /^Notify me when/ })).toHaveLength(2);
  });

  it("a product with sizes to buy is never 'Out of stock'", () => {
    render(<LowAndSoldOutSizes />);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("has the 'Size guide' beside the sizes (outside their group), and marks the saved size", () => {
    render(<WithSizeGuideAndYourSize />);
    const group = screen.getByRole('group', { name: 'Select Size' });
    const guide = screen.getByRole('button', { name: 'Size guide' });
    expect(group).not.toContainElement(guide);
    expect(screen.getByRole('button', { name: 'M, Your size' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the three service badges', () => {
    render(<Discounted />);
    for (const badge of ['Free Shipping', 'Easy Returns', 'Secure Payment']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
  });

  it.each([
    ['Discounted', Discounted],
    ['NotDiscounted', NotDiscounted],
    ['NoBrand', NoBrand],
    ['Beauty', Beauty],
    ['SizeAndQuantityChosen', SizeAndQuantityChosen],
    ['NearlyFullLine', NearlyFullLine],
    ['FullLine', FullLine],
    ['Wishlisted', Wishlisted],
    ['WithDeliveryOptions', WithDeliveryOptions],
    ['WithBestPrice', WithBestPrice],
    ['LowAndSoldOutSizes', LowAndSoldOutSizes],
    ['AlertSet', AlertSet],
    ['OutOfStock', OutOfStock],
    ['WithSizeGuideAndYourSize', WithSizeGuideAndYourSize],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
