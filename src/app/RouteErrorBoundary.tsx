import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, Container } from '@/shared/ui';

const Wrap = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  justify-content: center;
  align-items: center;
  flex-wrap: wrap;
`;

/** The friendly recovery screen shown instead of a blank page when a page throws. */
export function RecoveryScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Wrap role="alert">
      <h1>{t('Something went wrong')}</h1>
      <p>{t('Sorry, this page ran into a problem. Your cart and wishlist are safe.')}</p>
      <Actions>
        <Button onClick={onRetry}>{t('Try again')}</Button>
        <Link to="/">{t('Go home')}</Link>
      </Actions>
    </Wrap>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (a new location) clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Logged once per error: React calls componentDidCatch once for each caught error.
    console.error('Rangoli: a page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RecoveryScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** An error boundary per route: a page that throws shows a recovery screen; navigating away clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
