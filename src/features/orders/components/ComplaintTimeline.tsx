import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';
import { acknowledgedBy, resolutionDueBy } from '../complaints';
import type { Complaint } from '../ordersSlice';
import type { StepState } from '../timeline';
import { TimelineDetail, TimelineDot, TimelineLabel, TimelineList, TimelineStep } from './Timeline.styles';

export interface ComplaintTimelineProps {
  complaint: Pick<Complaint, 'filedAt'>;
}

/**
 * A complaint's timeline, as the Consumer Protection (E-Commerce) Rules, 2020 set it: Registered
 * (when it was filed, date and time), 'Acknowledged by {date}' (48 hours on) and 'Resolution due by
 * {date}' (30 days on). The first step is reached; the two others are what the shop promises.
 */
export function ComplaintTimeline({ complaint }: ComplaintTimelineProps) {
  const acknowledged = acknowledgedBy(complaint).toISOString();
  const due = resolutionDueBy(complaint).toISOString();
  const steps: {
    key: string;
    label: ReactNode;
    detail: ReactNode;
    state: Extract<StepState, 'done' | 'upcoming'>;
  }[] = [
    {
      key: 'registered',
      label: t('Registered'),
      detail: <time dateTime={complaint.filedAt}>{formatDateTime(complaint.filedAt)}</time>,
      state: 'done',
    },
    {
      key: 'acknowledged',
      label: tNodes('Acknowledged by {date}', {
        date: <time dateTime={acknowledged}>{formatDate(acknowledged)}</time>,
      }),
      detail: t('The Grievance Officer confirms your complaint within 48 hours.'),
      state: 'upcoming',
    },
    {
      key: 'resolved',
      label: tNodes('Resolution due by {date}', { date: <time dateTime={due}>{formatDate(due)}</time> }),
      detail: t('We resolve it within a month of filing.'),
      state: 'upcoming',
    },
  ];
  return (
    <TimelineList aria-label={t('Complaint status')}>
      {steps.map(({ key, label, detail, state }, index) => (
        <TimelineStep key={key} $state={state} aria-current={state === 'done' ? 'step' : undefined}>
          <TimelineDot $state={state} aria-hidden="true">
            {state === 'done' ? <CheckIcon /> : index + 1}
          </TimelineDot>
          <span>
            <TimelineLabel>
              {label}
              <VisuallyHidden>{state === 'done' ? t(' (done)') : t(' (not yet)')}</VisuallyHidden>
            </TimelineLabel>
            <TimelineDetail>{detail}</TimelineDetail>
          </span>
        </TimelineStep>
      ))}
    </TimelineList>
  );
}
