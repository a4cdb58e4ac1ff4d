import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '@/shared/lib/dates';
import { Card } from '@/shared/ui';
import { COMPLAINT_SUBJECT_LABELS } from '../complaintOptions';
import { resolutionDueBy } from '../complaints';
import type { Complaint } from '../ordersSlice';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Ticket = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export interface ComplaintListProps {
  complaints: readonly Complaint[];
  /** The section's heading (the profile's 'Complaints'). */
  title?: string;
}

/** What a complaint's line says of where it is: registered, and when it is due. */
export function complaintStatus(complaint: Pick<Complaint, 'filedAt'>): string {
  return `Registered · resolution due by ${formatDate(resolutionDueBy(complaint))}`;
}

/**
 * The complaints filed on this device, newest first: each one's ticket (a link to its page),
 * subject, date and status. Without any: where to file one.
 */
export function ComplaintList({ complaints, title = 'Complaints' }: ComplaintListProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {complaints.length === 0 ? (
        <Muted>
          No complaints. If something went wrong, <Link to="/grievance">write to our Grievance Officer</Link>.
        </Muted>
      ) : (
        <List>
          {complaints.map((complaint) => (
            <li key={complaint.id}>
              <Ticket>
                <Link to={`/complaints/${complaint.id}`}>{complaint.id}</Link>
                {' · '}
                {COMPLAINT_SUBJECT_LABELS[complaint.subject]}
              </Ticket>
              <Muted>
                Filed <time dateTime={complaint.filedAt}>{formatDate(complaint.filedAt)}</time>.{' '}
                {complaintStatus(complaint)}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
