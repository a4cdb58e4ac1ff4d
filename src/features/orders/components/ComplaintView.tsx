import { useId } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { GRIEVANCE_OFFICER } from '@/shared/lib/grievanceOfficer';
import { formatDateTime } from '@/shared/lib/dates';
import { Card } from '@/shared/ui';
import { COMPLAINT_SUBJECT_LABELS } from '../complaintOptions';
import type { Complaint } from '../ordersSlice';
import { ComplaintTimeline } from './ComplaintTimeline';
import { Columns, Description, Details, Muted } from './ComplaintView.styles';

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
  const mailto = `mailto:${GRIEVANCE_OFFICER.email}?subject=${complaint.id}`;
  const order = complaint.orderId ? (
    <Link to={`/orders/${complaint.orderId}`}>{complaint.orderId}</Link>
  ) : (
    t('Not about an order')
  );
  return (
    <Columns>
      <Card aria-labelledby={detailsId}>
        <h2 id={detailsId}>{t('Your complaint')}</h2>
        <Details>
          <div>
            <dt>{t('Filed')}</dt>
            <dd>
              <time dateTime={complaint.filedAt}>{formatDateTime(complaint.filedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('Subject')}</dt>
            <dd>{t(COMPLAINT_SUBJECT_LABELS[complaint.subject])}</dd>
          </div>
          <div>
            <dt>{t('Order')}</dt>
            <dd>{order}</dd>
          </div>
          <div>
            <dt>{t('Description')}</dt>
            <Description>{complaint.description}</Description>
          </div>
          <div>
            <dt>{t('Email')}</dt>
            <dd>{complaint.email}</dd>
          </div>
        </Details>
      </Card>
      <Card aria-labelledby={statusId}>
        <h2 id={statusId}>{t('Status')}</h2>
        <ComplaintTimeline complaint={complaint} />
        <Muted>
          {tNodes('Questions about it? Write to {name}, our Grievance Officer, at {email} quoting {id}.', {
            name: GRIEVANCE_OFFICER.name,
            email: <a href={mailto}>{GRIEVANCE_OFFICER.email}</a>,
            id: complaint.id,
          })}
        </Muted>
      </Card>
    </Columns>
  );
}
