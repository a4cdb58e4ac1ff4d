import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GRIEVANCE_OFFICER } from '@/shared/lib/grievanceOfficer';
import { formatDateTime } from '@/shared/lib/dates';
import { Card } from '@/shared/ui';
import { COMPLAINT_SUBJECT_LABELS } from '../complaintOptions';
import type { Complaint } from '../ordersSlice';
import { ComplaintTimeline } from './ComplaintTimeline';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the shopper wrote, as text: its line breaks kept, never read as HTML. */
const Description = styled.dd`
  white-space: pre-wrap;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface ComplaintViewProps {
  complaint: Complaint;
}

/**
 * One complaint to the Grievance Officer: its subject, the order it is about (if any), what the
 * shopper wrote (as text), where the answer goes, and its timeline.
 */
export function ComplaintView({ complaint }: ComplaintViewProps) {
  const detailsId = useId();
  const statusId = useId();
  return (
    <Columns>
      <Card aria-labelledby={detailsId}>
        <h2 id={detailsId}>Your complaint</h2>
        <Details>
          <div>
            <dt>Filed</dt>
            <dd>
              <time dateTime={complaint.filedAt}>{formatDateTime(complaint.filedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Subject</dt>
            <dd>{COMPLAINT_SUBJECT_LABELS[complaint.subject]}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>
              {complaint.orderId ? (
                <Link to={`/orders/${complaint.orderId}`}>{complaint.orderId}</Link>
              ) : (
                'Not about an order'
              )}
            </dd>
          </div>
          <div>
            <dt>Description</dt>
            <Description>{complaint.description}</Description>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{complaint.email}</dd>
          </div>
        </Details>
      </Card>
      <Card aria-labelledby={statusId}>
        <h2 id={statusId}>Status</h2>
        <ComplaintTimeline complaint={complaint} />
        <Muted>
          Questions about it? Write to {GRIEVANCE_OFFICER.name}, our Grievance Officer, at{' '}
          <a href={`mailto:${GRIEVANCE_OFFICER.email}?subject=${complaint.id}`}>{GRIEVANCE_OFFICER.email}</a>{' '}
          quoting {complaint.id}.
        </Muted>
      </Card>
    </Columns>
  );
}
