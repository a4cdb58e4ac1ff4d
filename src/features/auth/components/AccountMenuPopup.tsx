import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '@/shared/i18n';
import { MenuButton, MenuLabel, MenuLink, MenuList, Popup, Separator } from './AccountMenuPopup.styles';

/** An item of the open menu: a link, or an action (Logout); its label in the page's edition. */
export type AccountMenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

export interface AccountMenuPopupProps {
  /** The signed-in shopper's full name heads the menu and labels it; guests get "Account". */
  userName: string | null;
  items: readonly AccountMenuItem[];
  menuId: string;
  labelId: string;
  /** The item to focus: on opening, and as the keys move. */
  focusIndex: number | null;
  onFocusIndexChange: (index: number) => void;
  /** Close the menu; with true, focus goes back to the menu button. */
  onClose: (returnFocus: boolean) => void;
  onSelect: (item: AccountMenuItem) => void;
}

/**
 * The open account menu (its own chunk, loaded on the shopper's first interaction: no one sees it
 * before a click or a key). Keys: ArrowUp/ArrowDown (wrapping), Home/End, a letter jumps to the
 * next item starting with it, Esc closes and returns focus to the button, Tab closes and moves on.
 */
export function AccountMenuPopup({
  userName,
  items,
  menuId,
  labelId,
  focusIndex,
  onFocusIndexChange,
  onClose,
  onSelect,
}: AccountMenuPopupProps) {
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const count = items.length;

  useEffect(() => {
    if (focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [focusIndex]);

  const currentIndex = () => itemRefs.current.findIndex((el) => el === document.activeElement);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = currentIndex();
    const move = (index: number) => {
      event.preventDefault();
      onFocusIndexChange(index);
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
        onClose(true);
        return;
      case 'Tab':
        // Close, and let Tab move on from the button (the next control in the header).
        onClose(true);
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

  return (
    <Popup>
      {userName !== null && <MenuLabel id={labelId}>{userName}</MenuLabel>}
      <MenuList
        id={menuId}
        role="menu"
        aria-labelledby={userName !== null ? labelId : undefined}
        aria-label={userName !== null ? undefined : t('Account')}
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
            onSelect={() => onSelect(item)}
          />
        ))}
      </MenuList>
    </Popup>
  );
}

interface MenuEntryProps {
  item: AccountMenuItem;
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
