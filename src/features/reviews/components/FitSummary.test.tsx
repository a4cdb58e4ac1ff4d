import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './FitSummary.stories';

const { Filled, NotEnoughAnswers, AllTrueToSize } = composeStories(stories);

describe('FitSummary', () => {
  it("'Fit' lists Runs small, True to size and Runs large with their percentages", () => {
    render(<Filled />);
    const region = screen.getByRole('region', { name: 'Fit' });
    const terms = within(region)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Runs small', 'True to size', 'Runs large']);
    const values = within(region)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['25%', '67%', '8%']);
    expect(within(region).getByText('From 12 reviews that answered')).toBeInTheDocument();
  });

  it("says 'Not enough fit answers yet' until 3 reviews answered", () => {
    render(<NotEnoughAnswers />);
    const region = screen.getByRole('region', { name: 'Fit' });
    expect(region).toHaveTextContent('Not enough fit answers yet');
    expect(within(region).queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows 0% and 100% as they are', () => {
    render(<AllTrueToSize />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['0%', '100%', '0%']);
  });

  it.each([
    ['Filled', Filled],
    ['NotEnoughAnswers', NotEnoughAnswers],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
