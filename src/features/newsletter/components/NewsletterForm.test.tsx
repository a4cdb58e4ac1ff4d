import { composeStories } from '@storybook/react-webpack5';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/shared/theme';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './NewsletterForm.stories';

const { Empty, Required, Invalid } = composeStories(stories);

describe('NewsletterForm', () => {
  it('blank: "Email is required" at the field, which gets focus and aria-invalid', async () => {
    const onSubscribe = jest.fn();
    render(<Empty onSubscribe={onSubscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(input).toHaveFocus();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('malformed: "Please enter a valid email"', async () => {
    const onSubscribe = jest.fn();
    render(<Empty onSubscribe={onSubscribe} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@example{Enter}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('valid: subscribes with the trimmed email and clears the form', async () => {
    const onSubscribe = jest.fn();
    render(<Empty onSubscribe={onSubscribe} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, '  priya@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('priya@example.com');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as the shopper types', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'p');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('the Required and Invalid stories play to their errors', async () => {
    const { container, unmount } = render(<Required />);
    await Required.play?.({ canvasElement: container });
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    unmount();
    const second = render(<Invalid />);
    await Invalid.play?.({ canvasElement: second.container });
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it.each([
    ['Empty', Empty],
    ['Required', Required],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations while showing an error', async () => {
    const { container } = render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes up what the shopper typed into the prerendered field before the form hydrated', async () => {
    const onSubscribe = jest.fn();
    const form = (
      <ThemeProvider theme={theme}>
        <Empty onSubscribe={onSubscribe} />
      </ThemeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'priya@example.com';
    const root = await act(async () => hydrateRoot(container, form));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('priya@example.com');
    act(() => root.unmount());
    container.remove();
  });
});
