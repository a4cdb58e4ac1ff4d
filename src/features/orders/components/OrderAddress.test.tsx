import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './OrderAddress.stories';

const { Kolkata, MarkupTyped } = composeStories(stories);

describe('OrderAddress', () => {
  it('reads as a label: name, street, city, state and pincode, phone, email', () => {
    const { container } = render(<Kolkata />);
    expect(container.querySelector('address')).toHaveTextContent(
      'Priya Sharma14 Park StreetKolkata, West Bengal 700016+91 98765 43210priya@example.com',
    );
  });

  it('shows typed markup as text', () => {
    const { container } = render(<MarkupTyped />);
    expect(screen.getByText(/<b>Flat 2<\/b> & "Rose" Villa/)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Kolkata />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
