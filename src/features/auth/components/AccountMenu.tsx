import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, UserIcon } from '../../../shared/ui';
import {
  Chevron,
  MenuButton,
  MenuLabel,
  MenuLink,
  MenuList,
  Popup,
  Root,
  Separator,
  Trigger,
  TriggerName,
} from './AccountMenu.styles';

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

type Item = { label: string; to: string } | { label: string; onSelect: () => void };

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
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const id = useId();
  const menuId = `${id}-menu`;
  const labelId = `${id}-label`;

  const items: Item[] = user
    ? [
        { label: 'My Profile', to: '/profile' },
        { label: 'Orders', to: '/orders' },
        { label: 'Logout', onSelect: onLogout },
      ]
    : [
        { label: 'Login', to: '/login' },
        { label: 'Sign Up', to: '/signup' },
      ];
  const count = items.length;

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

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

  const currentIndex = () => itemRefs.current.findIndex((el) => el === document.activeElement);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = currentIndex();
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
      itemRefs.current[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move((current + 1) % count);
        return;
      case 'ArrowUp':
        move((current - 1 + count) % count);
        return;
      case 'Home':
      case 'PageUp':
        move(0);
        return;
      case 'End':
      case 'PageDown':
        move(count - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        // Close, and let Tab move on from the button (the next control in the header).
        close(true);
        return;
      case ' ':
        // Space activates a link item too (links only react to Enter by themselves).
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        return;
      default:
        if (
          event.key.length === 1 &&
          /\S/.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          const key = event.key.toLowerCase();
          for (let step = 1; step <= count; step += 1) {
            const index = (current + step) % count;
            if (items[index]?.label.toLowerCase().startsWith(key)) {
              move(index);
              return;
            }
          }
        }
    }
  };

  const select = (item: Item) => {
    close(true);
    if ('onSelect' in item) item.onSelect();
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-label={user ? `Account: ${user.firstName}` : 'Account'}
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
        <Popup>
          {user && <MenuLabel id={labelId}>{user.name}</MenuLabel>}
          <MenuList
            id={menuId}
            role="menu"
            aria-labelledby={user ? labelId : undefined}
            aria-label={user ? undefined : 'Account'}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <MenuEntry
                key={item.label}
                item={item}
                separated={'onSelect' in item}
                itemRef={(el) => {
                  itemRefs.current[index] = el;
                }}
                onSelect={() => select(item)}
              />
            ))}
          </MenuList>
        </Popup>
      )}
    </Root>
  );
}

interface MenuEntryProps {
  item: Item;
  separated: boolean;
  itemRef: (el: HTMLElement | null) => void;
  onSelect: () => void;
}

function MenuEntry({ item, separated, itemRef, onSelect }: MenuEntryProps) {
  return (
    <>
      {separated && <Separator role="separator" />}
      <li role="none">
        {'to' in item ? (
          <MenuLink ref={itemRef} to={item.to} role="menuitem" tabIndex={-1} onClick={onSelect}>
            {item.label}
          </MenuLink>
        ) : (
          <MenuButton ref={itemRef} type="button" role="menuitem" tabIndex={-1} onClick={onSelect}>
            {item.label}
          </MenuButton>
        )}
      </li>
    </>
  );
}
