import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('shows a friendly recovery screen with Try again and Go home instead of a blank page', () => {
    // The boundary logs the error on purpose (and React reports it too in tests): expected output.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    const ours = log.mock.calls.filter((args) => args[0] === 'Rangoli: a page failed to render');
    expect(ours).toHaveLength(1);
  });

  it('clears the error when the shopper navigates elsewhere', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function MaybeBroken() {
      if (broken) throw new Error('boom');
      return <p>Page works</p>;
    }
    const { user } = renderWithProviders(
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <RouteErrorBoundary>
          <MaybeBroken />
        </RouteErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Page works')).toBeInTheDocument();
  });
});
