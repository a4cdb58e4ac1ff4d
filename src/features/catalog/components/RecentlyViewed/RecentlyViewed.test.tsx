import { composeStories } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './RecentlyViewed.stories';

const { ThreeProducts, Full, Empty } = composeStories(stories);

/** The section between two others, cleared for real (the page's store would empty it). */
function OnAPage({ after = true }: { after?: boolean }) {
  const [cleared, setCleared] = useState(false);
  return (
    <main>
      <h2>Trending Now</h2>
      <ThreeProducts
        products={cleared ? [] : ThreeProducts.args.products!}
        onClear={fn(() => setCleared(true))}
      />
      {/* A heading of a lower rank is a part of a section, not the next section's heading. */}
      <h3>Free shipping</h3>
      {after && <h2>Stay in Style</h2>}
    </main>
  );
}

describe('RecentlyViewed', () => {
  it("is a section labelled by its h2 'Recently viewed', the products in the order given", () => {
    render(<ThreeProducts />);
    const section = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Slim Fit Oxford Shirt', expect.any(String), expect.any(String)]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });

  it("clears with 'Clear recently viewed'", async () => {
    render(<ThreeProducts />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(ThreeProducts.args.onClear).toHaveBeenCalled();
  });

  it("moves focus to the next section's heading once cleared, never to the document", async () => {
    render(<OnAPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stay in Style' })).toHaveFocus();
  });

  it('moves focus to the heading before it when no section follows', async () => {
    render(<OnAPage after={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.getByRole('heading', { name: 'Trending Now' })).toHaveFocus();
  });

  it('shows 8', () => {
    render(<Full />);
    expect(
      within(screen.getByRole('region', { name: 'Recently viewed' })).getAllByRole('listitem'),
    ).toHaveLength(8);
  });

  it('is hidden when empty', () => {
    render(<Empty />);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ThreeProducts />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
