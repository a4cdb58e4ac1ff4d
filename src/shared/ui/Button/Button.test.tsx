import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Button.stories';

const { Primary, Secondary, Ghost, Danger, Small, Loading, Disabled, AsLink, AllVariants, WithIcon } =
  composeStories(stories);

describe('Button', () => {
  it('is a native button of type "button" that calls onClick', async () => {
    const onClick = jest.fn();
    render(<Primary onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Primary', Primary],
    ['Secondary', Secondary],
    ['Ghost', Ghost],
    ['Danger', Danger],
    ['Small', Small],
    ['WithIcon', WithIcon],
    ['Loading', Loading],
    ['Disabled', Disabled],
    ['AsLink', AsLink],
    ['AllVariants', AllVariants],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('while loading shows the loading text and a spinner, is busy, and ignores clicks', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', onSubmit);
    render(
      <form>
        <Loading onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Send Message')).not.toBeInTheDocument();
    // Still focusable, so keyboard users keep their place.
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    document.removeEventListener('submit', onSubmit);
  });

  it('is not busy when not loading', () => {
    render(<Primary />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('can be disabled', async () => {
    const onClick = jest.fn();
    render(<Disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Out of stock' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ButtonLink is a link to its route', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/women');
  });
});
