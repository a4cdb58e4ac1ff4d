import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './ComplaintForm.stories';

const { Guest, SignedIn, Errors, TooShort, Filled } = composeStories(stories);

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ComplaintForm', () => {
  it.each([
    ['Guest', Guest],
    ['SignedIn', SignedIn],
    ['Filled', Filled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a guest only "Not about an order", the subjects after a placeholder, and asks for an email', () => {
    render(<Guest />);
    expect(optionsOf('Order')).toEqual(['Not about an order']);
    expect(screen.getByLabelText('Order')).toHaveValue('');
    expect(optionsOf('Subject')).toEqual([
      'Choose a subject',
      'Delivery',
      'Refund',
      'Return or exchange',
      'Product quality',
      'Payment',
      'Account or privacy',
      'Other',
    ]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("offers a signed-in shopper her orders, 'Not about an order' first and chosen, and takes her account's email", () => {
    render(<SignedIn />);
    expect(optionsOf('Order')).toEqual([
      'Not about an order',
      expect.stringMatching(/^ORD-001 · 10 Nov 2026 · /),
      expect.stringMatching(/^ORD-002 · 18 Nov 2026 · /),
      expect.stringMatching(/^ORD-003 · 21 Nov 2026 · /),
    ]);
    expect(screen.getByLabelText('Order')).toHaveValue('');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(/priya@example\.com/)).toBeInTheDocument();
  });

  it('Errors: the three messages, linked to their fields, focus on Subject, nothing sent', async () => {
    const onSubmit = fn();
    const { container } = render(<Errors onSubmit={onSubmit} />);
    await Errors.play!({ canvasElement: container });
    for (const label of ['Subject', 'Describe the problem', 'Email'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Order')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('TooShort: the description and email messages, focus on the description, nothing typed lost', async () => {
    const { container } = render(<TooShort />);
    await TooShort.play!({ canvasElement: container });
    expect(screen.getByLabelText('Subject')).toHaveValue('refund');
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Describe the problem')).toHaveValue('Still no refund');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.emailInvalid),
    );
  });

  it('sends what a guest typed once it holds', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Guest onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Subject'), 'Payment');
    await user.type(screen.getByLabelText('Describe the problem'), 'Charged twice for one order.');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        orderId: '',
        subject: 'payment',
        description: 'Charged twice for one order.',
        email: 'asha@example.com',
      },
      expect.anything(),
    );
  });

  it("sends a signed-in shopper's complaint about an order, without an email", async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Filled onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'ORD-001', subject: 'quality' }),
      expect.anything(),
    );
  });
});
