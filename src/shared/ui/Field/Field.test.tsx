import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { splitFieldProps } from './Field';
import * as stories from './Field.stories';

const {
  Default,
  WithHint,
  WithError,
  WithHintAndError,
  Required,
  Disabled,
  HiddenLabel,
  MultiLine,
  MultiLineWithError,
  CustomControl,
  WithReactHookForm,
} = composeStories(stories);

function describedByText(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('Field / Input', () => {
  it.each([
    ['Default', Default],
    ['WithHint', WithHint],
    ['WithError', WithError],
    ['WithHintAndError', WithHintAndError],
    ['Required', Required],
    ['Disabled', Disabled],
    ['HiddenLabel', HiddenLabel],
    ['MultiLine', MultiLine],
    ['MultiLineWithError', MultiLineWithError],
    ['CustomControl', CustomControl],
    ['WithReactHookForm', WithReactHookForm],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('labels the input with a visible label and no error state', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('id');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Email').tagName).toBe('LABEL');
  });

  it('links the hint with aria-describedby', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Format: +91 98765 43210');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error sets aria-invalid and is linked with aria-describedby', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('links both the error and the hint', () => {
    render(<WithHintAndError />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(describedByText(input)).toEqual(['Please enter a valid phone number', 'Format: +91 98765 43210']);
  });

  it('required: a visible asterisk hidden from screen readers, and aria-required', () => {
    render(<Required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can keep its label for screen readers only', () => {
    render(<HiddenLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('visually-hidden');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('TextArea is a labelled multi-line box with errors linked', () => {
    render(<MultiLineWithError />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Message is required');
  });

  it('Field hands id and ARIA attributes to a custom control', async () => {
    render(<CustomControl />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    expect(input).toHaveAccessibleDescription('16 digits');
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, '4111');
    expect(input).toHaveValue('4111');
  });
});

describe('with react-hook-form', () => {
  it('register works: errors show, the first invalid field gets focus, values are read', async () => {
    const user = userEvent.setup();
    render(<WithReactHookForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    // Focus on the first error needs the ref to reach the native input.
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(email, 'priya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('splitFieldProps', () => {
  it("hands Field its props and the control's own aria-describedby, and the control the rest", () => {
    const fieldProps = {
      label: 'Email',
      hint: 'We never share it',
      error: 'Email is required',
      required: true,
      hideLabel: false,
      id: 'email',
      className: 'wide',
    };
    const controlProps = {
      name: 'email',
      type: 'email',
      onChange: jest.fn(),
      'aria-describedby': 'email-note',
    };
    const [field, control] = splitFieldProps({ ...fieldProps, ...controlProps });
    expect(field).toEqual({ ...fieldProps, describedBy: 'email-note' });
    expect(control).toEqual(controlProps);
  });

  it("lets Input merge the control's own description with the error and hint", () => {
    render(
      <>
        <p id="phone-note">We call only about your orders</p>
        <WithHintAndError aria-describedby="phone-note" />
      </>,
    );
    expect(describedByText(screen.getByRole('textbox', { name: 'Phone' }))).toEqual([
      'Please enter a valid phone number',
      'Format: +91 98765 43210',
      'We call only about your orders',
    ]);
  });
});
