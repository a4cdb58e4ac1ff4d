import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ReviewForm.stories';

const { SignedIn, Guest, EmptyComment } = composeStories(stories);

const radio = (name: string) => screen.getByRole('radio', { name });

describe('ReviewForm', () => {
  it('has a "Rating" radio group of 1 star … 5 stars with 5 checked, a "Comment" box and Submit Review', () => {
    render(<SignedIn />);
    expect(screen.getByRole('form', { name: 'Write a Review' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(radio('1 star')).not.toBeChecked();
    expect(radio('5 stars')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Review' })).toHaveAttribute('type', 'submit');
  });

  it('submits the rating and trimmed comment, then resets to 5 stars and an empty comment', async () => {
    const onSubmit = jest.fn();
    render(<SignedIn onSubmit={onSubmit} />);
    await userEvent.click(radio('3 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '  Lovely colour  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, comment: 'Lovely colour' });
    expect(radio('5 stars')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('an empty or blank comment shows "Please enter a comment" at the field and focuses it', async () => {
    const onSubmit = jest.fn();
    render(<SignedIn onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please enter a comment');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Nice');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('a guest who submits is sent to onGuestSubmit and keeps what they wrote', async () => {
    const onSubmit = jest.fn();
    const onGuestSubmit = jest.fn();
    render(<Guest onSubmit={onSubmit} onGuestSubmit={onGuestSubmit} />);
    await userEvent.click(radio('2 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Good');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onGuestSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(radio('2 stars')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Good');
  });

  it('tells guests to sign in, with a link', () => {
    render(<Guest />);
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  it('the EmptyComment story plays to its error', async () => {
    const { container } = render(<EmptyComment />);
    await EmptyComment.play?.({ canvasElement: container });
    expect(screen.getByText('Please enter a comment')).toBeInTheDocument();
  });

  it.each([
    ['SignedIn', SignedIn],
    ['Guest', Guest],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations while showing the comment error', async () => {
    const { container } = render(<SignedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
