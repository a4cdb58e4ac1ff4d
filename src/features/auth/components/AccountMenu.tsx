import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loggedOut } from '../authSlice';
import { selectFirstName, selectUser } from '../selectors';
import { IconButton, Icons } from '../../../shared/ui';

/** Foundation version of the account menu; the accounts work turns it into the full ARIA menu button. */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const firstName = useAppSelector(selectFirstName);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ position: 'relative' }}>
      <IconButton
        label={user ? `Account: ${firstName}` : 'Account'}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Icons.User />
      </IconButton>
      {open && (
        <ul>
          {user ? (
            <>
              <li>{user.name}</li>
              <li>
                <Link to="/profile">My Profile</Link>
              </li>
              <li>
                <Link to="/orders">Orders</Link>
              </li>
              <li>
                <button type="button" onClick={() => dispatch(loggedOut())}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login">Login</Link>
              </li>
              <li>
                <Link to="/signup">Sign Up</Link>
              </li>
            </>
          )}
        </ul>
      )}
    </div>
  );
}
