import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Layout.stories';

const { Column, Row, AsList } = composeStories(stories);

describe('Container and Stack', () => {
  it('lays children out in a column', async () => {
    const { container } = render(<Column />);
    expect(screen.getByText('One').parentElement).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lays children out in a wrapping row', async () => {
    const { container } = render(<Row />);
    expect(screen.getByText('One').parentElement).toHaveStyle({ flexDirection: 'row', flexWrap: 'wrap' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders as a list when asked', async () => {
    const { container } = render(<AsList />);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });
});
