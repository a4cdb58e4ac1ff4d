import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './CheckoutProgress.stories';

const { ShippingStep, PaymentStep, ReviewStep } = composeStories(stories);

const steps = () => within(screen.getByRole('list', { name: 'Checkout progress' })).getAllByRole('listitem');

describe('CheckoutProgress', () => {
  it.each([
    ['ShippingStep', ShippingStep, 0],
    ['PaymentStep', PaymentStep, 1],
    ['ReviewStep', ReviewStep, 2],
  ])('%s marks exactly its step as current, earlier steps completed', (_name, Story, index) => {
    render(<Story />);
    const items = steps();
    expect(items.map((li) => li.textContent?.replace(/Step \d of 3: | \(completed\)|\d/g, ''))).toEqual([
      'Shipping',
      'Payment',
      'Review',
    ]);
    items.forEach((li, i) => {
      if (i === index) expect(li).toHaveAttribute('aria-current', 'step');
      else expect(li).not.toHaveAttribute('aria-current');
      if (i < index) expect(li).toHaveTextContent('(completed)');
      else expect(li).not.toHaveTextContent('(completed)');
    });
  });

  it.each([
    ['ShippingStep', ShippingStep],
    ['PaymentStep', PaymentStep],
    ['ReviewStep', ReviewStep],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
