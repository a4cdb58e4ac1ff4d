import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lazyOnInteraction, usePreloadOnFirstInteraction } from '@/app/boot';
import { t } from '@/shared/i18n';
import { ChevronDownIcon, UserIcon } from '@/shared/ui';
import { Chevron, Root, Trigger, TriggerName } from './AccountMenu.styles';
import type { AccountMenuItem, AccountMenuPopupProps } from './AccountMenuPopup';

/** The open menu is its own chunk, loaded on the shopper's first interaction (or first open). */
export const LazyAccountMenuPopup = lazyOnInteraction<AccountMenuPopupProps>(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenuPopup').then((m) => m.AccountMenuPopup),
);

export interface AccountMenuUser {
  /** Full name: heads the open menu. */
  name: string;
  /** First name: part of the button's name ("Account: Priya") and shown beside the icon. */
  firstName: string;
}

export interface AccountMenuProps {
  /** The signed-in shopper, or null for a guest. */
  user: AccountMenuUser | null;
  /** Logout was chosen (the menu has already closed and focus is back on its button). */
  onLogout: () => void;
  /** Render open at first (stories and tests). */
  defaultOpen?: boolean;
}

/**
 * The header's account menu: an ARIA APG menu button. Guests get Login and Sign Up; signed-in
 * shoppers get their full name as the menu's label, then My Profile, Orders and Logout.
 * Keys: Enter/Space/ArrowDown open on the first item, ArrowUp on the last; in the menu
 * ArrowUp/ArrowDown (wrapping), Home/End, a letter jumps to the next item starting with it,
 * Esc closes and returns focus to the button, Tab closes and moves on. A click outside closes it.
 */
export function AccountMenu({ user, onLogout, defaultOpen = false }: AccountMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  /** Which item to focus once the menu is rendered (null: leave focus alone). */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const labelId = `${id}-label`;

  const items: AccountMenuItem[] = user
    ? [
        { label: t('My Profile'), to: '/profile' },
        { label: t('Orders'), to: '/orders' },
        { label: t('Logout'), onSelect: onLogout },
      ]
    : [
        { label: t('Login'), to: '/login' },
        { label: t('Sign Up'), to: '/signup' },
      ];
  const count = items.length;

  usePreloadOnFirstInteraction(LazyAccountMenuPopup);

  // A click or tap anywhere outside closes the menu (focus stays where the shopper put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setOpen(true);
    setFocusIndex(index);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const select = (item: AccountMenuItem) => {
    close(true);
    if ('onSelect' in item) item.onSelect();
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-label={user ? t('Account: {name}', { name: user.firstName }) : t('Account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        {user && <TriggerName aria-hidden="true">{user.firstName}</TriggerName>}
        <Chevron $open={open} aria-hidden="true">
          <ChevronDownIcon />
        </Chevron>
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <LazyAccountMenuPopup
            userName={user ? user.name : null}
            items={items}
            menuId={menuId}
            labelId={labelId}
            focusIndex={focusIndex}
            onFocusIndexChange={setFocusIndex}
            onClose={close}
            onSelect={select}
          />
        </Suspense>
      )}
    </Root>
  );
}
