import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import {
  ComplaintForm,
  ComplaintList,
  complaintOrderChoices,
  fileComplaint,
  selectComplaints,
  selectDisplayedOrders,
  type ComplaintValues,
} from '@/features/orders';
import { t } from '@/shared/i18n';
import { SELLER } from '@/shared/lib/constants';
import { GRIEVANCE_OFFICER } from '@/shared/lib/grievanceOfficer';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

/** The officer's particulars: each name beside its value. */
const Particulars = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
  }
`;

/**
 * /grievance: the Grievance Officer the Consumer Protection (E-Commerce) Rules, 2020 ask for (name,
 * designation, contacts, hours, the times a complaint is answered in) and the complaint form. A
 * filed complaint gets its ticket (fileComplaint: the message says 'Complaint CMP-1001 registered')
 * and the shopper goes to its page. The complaints filed on this device are listed below the form.
 * Addresses are joined with +, not template literals: i18n.test.ts finds the texts by a pattern
 * that template literals (their placeholders) throw out of step.
 */
export default function GrievancePage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [now] = useState(() => new Date());
  const orders = useAppSelector((state) => selectDisplayedOrders(state, now));
  const complaints = useAppSelector(selectComplaints);
  const choices = useMemo(
    () => (user ? complaintOrderChoices(orders.map((view) => view.order)) : []),
    [orders, user],
  );

  const submit = (values: ComplaintValues) => {
    const complaint = dispatch(fileComplaint(values));
    void navigate('/complaints/' + complaint.id);
  };

  return (
    <InfoLayout
      title={t('Grievance Officer')}
      intro={t('Something went wrong and we have not put it right? Our Grievance Officer will look into it.')}
    >
      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">{t('Who answers your complaint')}</h2>
        <p>
          {t(
            'As the Consumer Protection (E-Commerce) Rules, 2020 require, {seller} has appointed a Grievance Officer:',
            { seller: SELLER.legalName },
          )}
        </p>
        <Particulars>
          <dt>{t('Name')}</dt>
          <dd>{GRIEVANCE_OFFICER.name}</dd>
          <dt>{t('Designation')}</dt>
          <dd>
            {t(GRIEVANCE_OFFICER.designation)}, {SELLER.legalName}
          </dd>
          <dt>{t('Email')}</dt>
          <dd>
            <a href={'mailto:' + GRIEVANCE_OFFICER.email}>{GRIEVANCE_OFFICER.email}</a>
          </dd>
          <dt>{t('Phone')}</dt>
          <dd>
            <a href={'tel:' + GRIEVANCE_OFFICER.phone.replace(/\s/g, '')}>{GRIEVANCE_OFFICER.phone}</a>
          </dd>
          <dt>{t('Hours')}</dt>
          <dd>{t(GRIEVANCE_OFFICER.hours)}</dd>
        </Particulars>
      </section>
      <section aria-labelledby="grievance-times">
        <h2 id="grievance-times">{t('How we answer')}</h2>
        <ul>
          <li>{t('Every complaint gets a ticket number at once, which you can follow on this device.')}</li>
          <li>
            {t('We acknowledge your complaint within {hours} hours.', {
              hours: GRIEVANCE_OFFICER.acknowledgeHours,
            })}
          </li>
          <li>
            {t('We resolve it within a month ({days} days) of receiving it.', {
              days: GRIEVANCE_OFFICER.resolveDays,
            })}
          </li>
        </ul>
      </section>
      <section aria-labelledby="grievance-form">
        <h2 id="grievance-form">{t('File a complaint')}</h2>
        <ComplaintForm orders={choices} accountEmail={user?.email} onSubmit={submit} />
      </section>
      {complaints.length > 0 && (
        <section aria-label={t('Your complaints on this device')}>
          <ComplaintList complaints={complaints} title={t('Your complaints')} />
        </section>
      )}
    </InfoLayout>
  );
}
