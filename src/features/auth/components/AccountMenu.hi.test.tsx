import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as stories from './AccountMenu.stories';

const { SignedOut, SignedIn } = composeStories(stories);

onHindiPages();

describe('AccountMenu, in Hindi', () => {
  it('offers guests लॉग इन and साइन अप, under a button and a menu named अकाउंट', async () => {
    const user = userEvent.setup();
    const { container } = render(<SignedOut />);
    await user.click(screen.getByRole('button', { name: 'अकाउंट' }));
    expect(screen.getByRole('menu', { name: 'अकाउंट' })).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['लॉग इन', 'साइन अप']);
    expect(items[0]).toHaveAttribute('href', '/login');
    expect(items[1]).toHaveAttribute('href', '/signup');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("names the shopper's button and offers her profile, orders and लॉग आउट", async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    await user.click(screen.getByRole('button', { name: 'अकाउंट: Priya' }));
    expect(screen.getByRole('menu', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'मेरी प्रोफ़ाइल',
      'ऑर्डर',
      'लॉग आउट',
    ]);
    expect(screen.getByRole('menuitem', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'ऑर्डर' })).toHaveAttribute('href', '/orders');
  });

  it('jumps to an item by the first letter of its Hindi name', async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    await user.click(screen.getByRole('button', { name: 'अकाउंट: Priya' }));
    await user.keyboard('ल');
    expect(screen.getByRole('menuitem', { name: 'लॉग आउट' })).toHaveFocus();
  });
});
