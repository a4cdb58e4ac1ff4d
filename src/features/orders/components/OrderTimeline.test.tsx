import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './OrderTimeline.stories';

const { Processing, Shipped, Delivered, Cancelled, Unknown, ReturnForRefund, Exchange } =
  composeStories(stories);

const steps = (name = 'Order status') => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const current = (name?: string) => steps(name).filter((li) => li.getAttribute('aria-current') === 'step');

describe('OrderTimeline', () => {
  it.each([
    ['Processing', Processing, ['Processing (current status)', 'Shipped (not yet)', 'Delivered (not yet)']],
    ['Shipped', Shipped, ['Processing (done)', 'Shipped (current status)', 'Delivered (not yet)']],
    ['Delivered', Delivered, ['Processing (done)', 'Shipped (done)', 'Delivered (current status)']],
  ])('lists Processing → Shipped → Delivered with %s as the current step', (name, Story, expected) => {
    render(<Story />);
    const items = steps();
    expect(items).toHaveLength(3);
    expected.forEach((text, i) => expect(items[i]).toHaveTextContent(text));
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent(name);
  });

  it('dates the steps reached, and only those', () => {
    render(<Shipped />);
    const [processing, shipped, delivered] = steps();
    expect(processing).toHaveTextContent('18 Nov 2026');
    expect(shipped).toHaveTextContent('20 Nov 2026');
    expect(delivered?.querySelector('time')).toBeNull();
  });

  it('stops a cancelled order at Cancelled, with its date and reason', () => {
    render(<Cancelled />);
    const items = steps();
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Processing (done)');
    expect(items[1]).toHaveTextContent('Cancelled (current status)');
    expect(items[1]).toHaveTextContent('22 Nov 2026');
    expect(items[1]).toHaveTextContent('Reason: Ordered by mistake.');
    expect(items[1]).toHaveTextContent('Nothing was charged.');
    expect(screen.queryByText(/Shipped|Delivered/)).not.toBeInTheDocument();
  });

  it('reaches no step for an unknown status, and says so', () => {
    render(<Unknown />);
    expect(current()).toHaveLength(0);
    expect(screen.getByText(/cannot show where this order is/)).toBeInTheDocument();
  });

  it('shows a return’s own steps: Requested → Picked up → Refunded, or → Exchanged', () => {
    const { unmount } = render(<ReturnForRefund />);
    expect(steps('Return status').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Requested (current status)'),
      expect.stringContaining('Picked up (not yet)'),
      expect.stringContaining('Refunded (not yet)Refund to Original payment method.'),
    ]);
    unmount();
    render(<Exchange />);
    expect(steps('Return status')[2]).toHaveTextContent('Exchanged (not yet)');
  });

  it.each([
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Delivered', Delivered],
    ['Cancelled', Cancelled],
    ['Unknown', Unknown],
    ['ReturnForRefund', ReturnForRefund],
    ['Exchange', Exchange],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
