import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Layout.stories';

const { Default, AsSection } = composeStories(stories);

describe('Container', () => {
  it('centres its content at the container width', async () => {
    const { container } = render(<Default />);
    expect(screen.getByText(/Page content/).parentElement).toHaveStyle({ width: '100%', maxWidth: '1240px' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders as another element when asked', async () => {
    const { container } = render(<AsSection />);
    expect(screen.getByRole('region', { name: 'Example section' })).toContainElement(
      screen.getByText(/Page content/),
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
