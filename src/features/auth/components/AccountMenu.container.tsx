import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loggedOut } from '../authSlice';
import { selectFirstName, selectUser } from '../selectors';
import { AccountMenu } from './AccountMenu';

/** The header's account menu, connected: the signed-in shopper from the store; Logout signs out and goes home. */
export function ConnectedAccountMenu() {
  const user = useAppSelector(selectUser);
  const firstName = useAppSelector(selectFirstName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onLogout = useCallback(() => {
    // Clears user, cart, wishlist and orders (their slices react to loggedOut; persistence drops the keys).
    dispatch(loggedOut());
    navigate('/');
  }, [dispatch, navigate]);
  return <AccountMenu user={user ? { name: user.name, firstName } : null} onLogout={onLogout} />;
}
