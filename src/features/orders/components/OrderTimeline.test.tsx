import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './OrderTimeline.stories';

const { Processing, Shipped, Delivered, Unknown } = composeStories(stories);

const steps = () => within(screen.getByRole('list', { name: 'Order status' })).getAllByRole('listitem');
const current = () => steps().filter((li) => li.getAttribute('aria-current') === 'step');

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

  it('reaches no step for an unknown status, and says so', () => {
    render(<Unknown />);
    expect(current()).toHaveLength(0);
    expect(screen.getByText(/cannot show where this order is/)).toBeInTheDocument();
  });

  it.each([
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Delivered', Delivered],
    ['Unknown', Unknown],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
