import styled from 'styled-components';
import { t, word, type WordKey } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';
import type { StepState, TimelineStep } from '../timeline';
import {
  TimelineDetail,
  TimelineDot,
  TimelineLabel,
  TimelineList,
  TimelineStep as Step,
} from './Timeline.styles';

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
      <TimelineList $row aria-label={label}>
        {steps.map((step, index) => (
          <Step
            key={step.key}
            $state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <TimelineDot $state={step.state} $stop={STOPS.has(step.key)} aria-hidden="true">
              {step.state === 'upcoming' ? index + 1 : <CheckIcon />}
            </TimelineDot>
            <span>
              <TimelineLabel>
                {step.label}
                <VisuallyHidden>{t(SR_STATE[step.state])}</VisuallyHidden>
              </TimelineLabel>
              {step.date && (
                <TimelineDetail>
                  <time dateTime={step.date}>{formatDate(step.date)}</time>
                </TimelineDetail>
              )}
              <TimelineDetail>{step.detail}</TimelineDetail>
            </span>
          </Step>
        ))}
      </TimelineList>
      {!reachedAny && (
        <Note>{t('We cannot show where this order is right now. Please contact support.')}</Note>
      )}
    </div>
  );
}
