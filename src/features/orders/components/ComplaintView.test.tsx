import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ComplaintView.stories';

const { Guest, AboutAnOrder } = composeStories(stories);

const details = () => screen.getByRole('region', { name: 'Your complaint' });
const valueOf = (term: string) => within(details()).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ComplaintView', () => {
  it("shows a guest's complaint: subject, no order, the description as written, the email, and the timeline", () => {
    render(<Guest />);
    expect(valueOf('Subject')).toHaveTextContent('Delivery');
    expect(valueOf('Order')).toHaveTextContent('Not about an order');
    expect(valueOf('Description')?.textContent).toBe(
      'The parcel says delivered, but nothing came.\nThe courier did not call, and the gate keeper saw no one.',
    );
    expect(valueOf('Email')).toHaveTextContent('asha@example.com');
    expect(valueOf('Filed')?.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T06:30:00.000Z');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByRole('list', { name: 'Complaint status' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'grievance@rangoli.shop' })).toHaveAttribute(
      'href',
      'mailto:grievance@rangoli.shop?subject=CMP-1001',
    );
  });

  it('links the order, and shows what looks like HTML as text', () => {
    render(<AboutAnOrder />);
    expect(within(valueOf('Order') as HTMLElement).getByRole('link', { name: 'ORD-001' })).toHaveAttribute(
      'href',
      '/orders/ORD-001',
    );
    expect(valueOf('Subject')).toHaveTextContent('Product quality');
    expect(valueOf('Description')).toHaveTextContent('<b>Not</b> what the page said.');
    expect(valueOf('Description')?.querySelector('b')).toBeNull();
  });

  it.each([
    ['Guest', Guest],
    ['AboutAnOrder', AboutAnOrder],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
