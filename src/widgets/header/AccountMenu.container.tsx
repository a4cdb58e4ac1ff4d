import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AccountMenu, loggedOut, selectFirstName, selectUser } from '@/features/auth';

/** The header's account menu, connected: the signed-in shopper from the store; Logout goes home and signs out. */
export function AccountMenuContainer() {
  const user = useAppSelector(selectUser);
  const firstName = useAppSelector(selectFirstName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  // Sign out only once home is on screen: signing out while a signed-in-only page (/profile,
  // /orders, /checkout) is still rendered would make RequireAuth send the shopper to /login.
  useEffect(() => {
    if (!loggingOut || pathname !== '/') return;
    setLoggingOut(false);
    // Clears user, cart, wishlist and orders (their slices react to loggedOut; persistence drops the keys).
    dispatch(loggedOut());
  }, [loggingOut, pathname, dispatch]);

  const onLogout = useCallback(() => {
    setLoggingOut(true);
    navigate('/');
  }, [navigate]);

  return <AccountMenu user={user ? { name: user.name, firstName } : null} onLogout={onLogout} />;
}
