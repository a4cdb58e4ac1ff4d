import { act, render, screen } from '@testing-library/react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { observeNavigations, useDelayedFlag, useNavigationPending } from './navigation';

function Flag({ active }: { active: boolean }) {
  return <p>{useDelayedFlag(active, 300) ? 'shown' : 'hidden'}</p>;
}

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is true once active for the whole delay, false as soon as it is not', () => {
    const { rerender } = render(<Flag active={false} />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    rerender(<Flag active />);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('shown')).toBeInTheDocument();
    rerender(<Flag active={false} />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('starts the delay again after a break (two quick waits show nothing)', () => {
    const { rerender } = render(<Flag active />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<Flag active={false} />);
    rerender(<Flag active />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});

function Pending() {
  return <p>{useNavigationPending() ? 'navigating' : 'settled'}</p>;
}

describe('observeNavigations and useNavigationPending', () => {
  it('is pending from the history change until the router renders the new location', async () => {
    const history = observeNavigations(UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }));
    render(
      <HistoryRouter history={history}>
        <Pending />
        <Routes>
          <Route path="/" element={<Link to="/next">Next</Link>} />
          <Route path="/next" element={<h1>Next page</h1>} />
        </Routes>
      </HistoryRouter>,
    );
    expect(screen.getByText('settled')).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByText('settled')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/next');
  });
});
