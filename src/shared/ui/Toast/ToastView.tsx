import { useRef, type FocusEvent } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../Icons';
import { ActionLink, Card, DismissButton, Message } from './ToastView.styles';
import type { ToastAction, ToastTone } from './types';

const toneIcon: Record<ToastTone, typeof InfoIcon> = { success: CheckIcon, info: InfoIcon, error: AlertIcon };

export interface ToastViewProps {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  onDismiss: () => void;
  /** Called when the shopper follows the action link (the provider dismisses the toast). */
  onAction?: () => void;
  /** Pause / resume the auto-hide timer (hover or focus inside the toast). */
  onPause?: () => void;
  onResume?: () => void;
  /** Changing it re-inserts the message text so screen readers announce a repeat again. */
  announceKey?: number;
}

/** One toast: icon, the exact message, an optional action link, and "Dismiss notification". */
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
  const update = () => (hovered.current || focused.current ? onPause?.() : onResume?.());
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    update();
  };
  return (
    <Card
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
    >
      <Icon />
      <Message key={announceKey}>{message}</Message>
      {action &&
        (inRouter ? (
          <ActionLink as={Link} to={action.href} state={action.state} onClick={onAction}>
            {action.label}
          </ActionLink>
        ) : (
          <ActionLink href={action.href} onClick={onAction}>
            {action.label}
          </ActionLink>
        ))}
      <DismissButton type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <CloseIcon />
      </DismissButton>
    </Card>
  );
}
