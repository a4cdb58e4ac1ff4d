import { useEffect } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container } from '../shared/ui';

const Wrap = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  justify-content: center;
  flex-wrap: wrap;
`;

const logged = new WeakSet<object>();

/** A friendly recovery screen instead of a blank page when a route throws. Logs each error once. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    const key = typeof error === 'object' && error !== null ? error : { error };
    if (!logged.has(key)) {
      logged.add(key);
      console.error('Rangoli: a page failed to render', error);
    }
  }, [error]);
  return (
    <Wrap role="alert">
      <h1>Something went wrong</h1>
      <p>Sorry, this page ran into a problem. Your cart and wishlist are safe.</p>
      <Actions>
        <Button onClick={() => navigate(0)}>Try again</Button>
        <Link to="/">Go home</Link>
      </Actions>
    </Wrap>
  );
}
