import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectIsAuthenticated } from '@/features/auth';

/** Where sign-in should send the shopper back to; travels as router location state. */
export interface ReturnToState {
  from?: string;
}

/** Guests go to /login, carrying where they wanted to go; signed-in shoppers see the page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!signedIn) {
    const state: ReturnToState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
