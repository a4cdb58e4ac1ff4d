import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import {
  ComplaintView,
  sameComplaint,
  selectComplaint,
  selectComplaints,
  type Complaint,
} from '@/features/orders';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Breadcrumb, Container, PageHeader } from '@/shared/ui';

const Missing = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxxl};
  h1 {
    font-family: ${({ theme }) => theme.font.display};
  }
  p {
    max-width: 40rem;
  }
`;

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/**
 * /complaints/{id}: a complaint filed on this device (a guest's too: no sign-in), with its
 * timeline. Should another tab have filed a complaint under the same ticket at the same moment, the
 * one filed first keeps it (complaintsKept.ts) and this page follows its own complaint to its new
 * ticket. An id no complaint here has: a clear message and the way to /grievance.
 */
export default function ComplaintPage() {
  usePageFocus();
  const { id } = useParams();
  const navigate = useNavigate();
  const complaint = useAppSelector((state) => selectComplaint(state, id));
  const complaints = useAppSelector(selectComplaints);
  const shown = useRef<Complaint | undefined>(undefined);

  useEffect(() => {
    const before = shown.current;
    if (before && complaint && !sameComplaint(before, complaint)) {
      const moved = complaints.find((candidate) => sameComplaint(candidate, before));
      if (moved) {
        void navigate(`/complaints/${moved.id}`, { replace: true });
        return;
      }
    }
    if (complaint) shown.current = complaint;
  }, [complaint, complaints, navigate]);

  if (!complaint)
    return (
      <Missing>
        <h1>{t('Complaint not found')}</h1>
        <p>
          {t(
            'We could not find complaint {id} on this device. A complaint can be followed on the device it was filed on; our Grievance Officer can also tell you where it stands.',
            { id: id ?? '' },
          )}
        </p>
        <p>
          <Link to="/grievance">{t('Go to the Grievance Officer page')}</Link>
        </p>
      </Missing>
    );

  return (
    <Page>
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: t('Grievance Officer'), to: '/grievance' },
          { label: complaint.id },
        ]}
      />
      <PageHeader title={t('Complaint {id}', { id: complaint.id })} />
      <ComplaintView complaint={complaint} />
    </Page>
  );
}
