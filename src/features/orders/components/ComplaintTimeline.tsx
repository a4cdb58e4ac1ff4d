import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';
import { acknowledgedBy, resolutionDueBy } from '../complaints';
import type { Complaint } from '../ordersSlice';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  color: ${({ theme, $done }) => ($done ? theme.color.ink : theme.color.inkMuted)};
`;

const Dot = styled.span<{ $done: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.color.success : theme.color.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.surface)};
  color: ${({ theme, $done }) => ($done ? theme.color.white : theme.color.ink)};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
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
  const steps = [
    {
      key: 'registered',
      label: t('Registered'),
      detail: <time dateTime={complaint.filedAt}>{formatDateTime(complaint.filedAt)}</time>,
      done: true,
    },
    {
      key: 'acknowledged',
      label: tNodes('Acknowledged by {date}', {
        date: <time dateTime={acknowledged}>{formatDate(acknowledged)}</time>,
      }),
      detail: t('The Grievance Officer confirms your complaint within 48 hours.'),
      done: false,
    },
    {
      key: 'resolved',
      label: tNodes('Resolution due by {date}', { date: <time dateTime={due}>{formatDate(due)}</time> }),
      detail: t('We resolve it within a month of filing.'),
      done: false,
    },
  ];
  return (
    <List aria-label={t('Complaint status')}>
      {steps.map((step, index) => (
        <Step key={step.key} $done={step.done} aria-current={step.done ? 'step' : undefined}>
          <Dot $done={step.done} aria-hidden="true">
            {step.done ? <CheckIcon /> : index + 1}
          </Dot>
          <span>
            <Label>
              {step.label}
              <VisuallyHidden>{step.done ? t(' (done)') : t(' (not yet)')}</VisuallyHidden>
            </Label>
            <Small>{step.detail}</Small>
          </span>
        </Step>
      ))}
    </List>
  );
}
