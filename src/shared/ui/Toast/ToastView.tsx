import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { t, translate } from '@/shared/i18n';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../Icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { ActionLink, Card, DismissButton, Message } from './ToastView.styles';
import type { ToastAction, ToastTone } from './types';

const toneIcon: Record<ToastTone, typeof InfoIcon> = { success: CheckIcon, info: InfoIcon, error: AlertIcon };

/** The key that takes the keyboard to the newest toast's action (Radix's and many apps' convention). */
const HOTKEY = 'F8';
const ACTION_ATTR = 'data-toast-action';

export interface ToastViewProps {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  onDismiss: () => void;
  /** Called when the shopper uses the action (the provider dismisses the toast). */
  onAction?: () => void;
  /** Pause / resume the auto-hide timer (hover or focus inside the toast). */
  onPause?: () => void;
  onResume?: () => void;
  /** Changing it re-inserts the message text so screen readers announce a repeat again. */
  announceKey?: number;
}

/**
 * F8 moves focus to the newest toast's action (only that toast answers), remembering where focus
 * was; it goes back there when the toast closes with focus inside it (Undo, Escape, Dismiss).
 */
function useActionHotkey(hasAction: boolean) {
  const cardRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!hasAction) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== HOTKEY || event.defaultPrevented) return;
      const actions = document.querySelectorAll<HTMLElement>(`[${ACTION_ATTR}]`);
      const newest = actions[actions.length - 1];
      const mine = cardRef.current?.querySelector<HTMLElement>(`[${ACTION_ATTR}]`);
      if (!mine || newest !== mine) return;
      event.preventDefault();
      if (!cardRef.current?.contains(document.activeElement)) {
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      mine.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasAction]);

  // Runs before the toast's nodes leave the page, so it still knows whether focus is inside.
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      const target = returnTo.current;
      if (card?.contains(document.activeElement) && target?.isConnected) target.focus();
    };
  }, []);

  return cardRef;
}

/**
 * One toast: icon, the exact message, an optional action (a link, or a button such as Undo), and
 * "Dismiss notification". Escape closes it while focus is inside; F8 reaches its action.
 */
export function ToastView({
  message,
  tone = 'info',
  action,
  onDismiss,
  onAction,
  onPause,
  onResume,
  announceKey = 0,
}: ToastViewProps) {
  const inRouter = useInRouterContext();
  const Icon = toneIcon[tone];
  const hovered = useRef(false);
  const focused = useRef(false);
  const cardRef = useActionHotkey(action !== undefined);
  const update = () => (hovered.current || focused.current ? onPause?.() : onResume?.());
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    update();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  };
  const actionProps = { [ACTION_ATTR]: '', 'aria-keyshortcuts': HOTKEY };

  // The message and the action's label arrive as data, in English (marked with word() where they
  // are written): shown in the page's edition.
  const renderAction = (act: ToastAction) => {
    const label = translate(act.label);
    if ('onAction' in act) {
      const run = () => {
        act.onAction();
        onAction?.();
      };
      return (
        <ActionLink as="button" type="button" onClick={run} {...actionProps}>
          {label}
        </ActionLink>
      );
    }
    return inRouter && !act.document ? (
      <ActionLink as={Link} to={act.href} state={act.state} onClick={onAction} {...actionProps}>
        {label}
      </ActionLink>
    ) : (
      <ActionLink href={act.href} lang={act.lang} onClick={onAction} {...actionProps}>
        {label}
      </ActionLink>
    );
  };

  return (
    // Escape inside the card is a shortcut for its Dismiss button.
    <Card
      ref={cardRef}
      $tone={tone}
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Icon />
      <Message key={announceKey}>{translate(message)}</Message>
      {action && (
        <>
          {renderAction(action)}
          <VisuallyHidden>
            {t('Press {key} to reach {action}.', { key: HOTKEY, action: translate(action.label) })}
          </VisuallyHidden>
        </>
      )}
      <DismissButton type="button" aria-label={t('Dismiss notification')} onClick={onDismiss}>
        <CloseIcon />
      </DismissButton>
    </Card>
  );
}
