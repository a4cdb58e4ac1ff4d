import styled, { css } from 'styled-components';
import { t, word, type WordKey } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';
import type { StepState, TimelineStep } from '../timeline';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  flex: 1;
  align-items: flex-start;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.inkMuted : theme.color.ink)};
`;

const Dot = styled.span<{ $state: StepState; $stop: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $state, $stop, theme }) => {
    if ($state === 'upcoming') return undefined;
    const [strong, soft] = $stop
      ? [theme.color.danger, theme.color.dangerSoft]
      : [theme.color.success, theme.color.successSoft];
    return css`
      border-color: ${strong};
      background: ${$state === 'done' ? strong : soft};
      color: ${$state === 'done' ? theme.color.white : strong};
    `;
  }}
`;

const Label = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface OrderTimelineProps {
  /** The steps, in order (orderTimeline or returnTimeline). */
  steps: readonly TimelineStep[];
  /** The list's accessible name: 'Order status' (default) or 'Return status'. */
  label?: string;
}

/** What a screen reader hears after a step's label (translated where it is said). */
const SR_STATE: Record<StepState, WordKey> = {
  done: word(' (done)'),
  current: word(' (current status)'),
  upcoming: word(' (not yet)'),
};

/** A step that ends the road early (Cancelled) is marked in the danger colour. */
const STOPS = new Set(['cancelled']);

/**
 * A status timeline as an ordered list: steps reached are ticked, with their date when known, and
 * the current one has aria-current="step". When no step is reached (a status the shop does not
 * know), it says so.
 */
export function OrderTimeline({ steps, label = t('Order status') }: OrderTimelineProps) {
  const reachedAny = steps.some((step) => step.state !== 'upcoming');
  return (
    <div>
      <List aria-label={label}>
        {steps.map((step, index) => (
          <Step
            key={step.key}
            $state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <Dot $state={step.state} $stop={STOPS.has(step.key)} aria-hidden="true">
              {step.state === 'upcoming' ? index + 1 : <CheckIcon />}
            </Dot>
            <span>
              <Label>
                {step.label}
                <VisuallyHidden>{t(SR_STATE[step.state])}</VisuallyHidden>
              </Label>
              {step.date && (
                <Small>
                  <time dateTime={step.date}>{formatDate(step.date)}</time>
                </Small>
              )}
              <Small>{step.detail}</Small>
            </span>
          </Step>
        ))}
      </List>
      {!reachedAny && (
        <Note>{t('We cannot show where this order is right now. Please contact support.')}</Note>
      )}
    </div>
  );
}
