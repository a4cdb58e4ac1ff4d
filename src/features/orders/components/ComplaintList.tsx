import { useId } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { formatDate } from '@/shared/lib/dates';
import { Card } from '@/shared/ui';
import { COMPLAINT_SUBJECT_LABELS } from '../complaintOptions';
import { resolutionDueBy } from '../complaints';
import type { Complaint } from '../ordersSlice';
import { List, Muted, Ticket } from './ComplaintList.styles';

export interface ComplaintListProps {
  complaints: readonly Complaint[];
  /** The section's heading (default: the profile's 'Complaints'). */
  title?: string;
}

/** What a complaint's line says of where it is: registered, and when it is due. */
export function complaintStatus(complaint: Pick<Complaint, 'filedAt'>): string {
  return t('Registered · resolution due by {date}', { date: formatDate(resolutionDueBy(complaint)) });
}

/**
 * The complaints filed on this device, newest first: each one's ticket (a link to its page),
 * subject, date and status. Without any: where to file one.
 */
export function ComplaintList({ complaints, title = t('Complaints') }: ComplaintListProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {complaints.length === 0 ? (
        <Muted>
          {tNodes('No complaints. If something went wrong, {link}.', {
            link: <Link to="/grievance">{t('write to our Grievance Officer')}</Link>,
          })}
        </Muted>
      ) : (
        <List>
          {complaints.map((complaint) => (
            <li key={complaint.id}>
              <Ticket>
                <Link to={`/complaints/${complaint.id}`}>{complaint.id}</Link>
                {' · '}
                {t(COMPLAINT_SUBJECT_LABELS[complaint.subject])}
              </Ticket>
              <Muted>
                {tNodes('Filed {date}.', {
                  date: <time dateTime={complaint.filedAt}>{formatDate(complaint.filedAt)}</time>,
                })}{' '}
                {complaintStatus(complaint)}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
