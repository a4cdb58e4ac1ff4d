import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  removeAddress,
  addressSaved,
  defaultAddressChosen,
  ProfileDetails,
  profileUpdated,
  selectDefaultAddressId,
  selectSavedAddresses,
  selectUser,
  type ProfileValues,
} from '@/features/auth';
import { AddressBook, newAddressValues, type AddressBookEditing } from '@/features/checkout';
import { selectStockAlertEntries, StockAlerts } from '@/features/catalog';
import { stockAlertRemoved } from '@/features/preferences';
import { ComplaintList, selectComplaints } from '@/features/orders';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Container } from '@/shared/ui';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
  h1 {
    font-family: ${({ theme }) => theme.font.display};
  }
`;

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 48rem;
`;

/**
 * /profile (signed-in only, see the router): the shopper's details, editable, their saved addresses,
 * their back-in-stock alerts and their complaints to the Grievance Officer.
 */
export default function ProfilePage() {
  usePageFocus();
  const user = useAppSelector(selectUser);
  const addresses = useAppSelector(selectSavedAddresses);
  const defaultAddressId = useAppSelector(selectDefaultAddressId);
  const stockAlerts = useAppSelector(selectStockAlertEntries);
  const complaints = useAppSelector(selectComplaints);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [editingAddress, setEditingAddress] = useState<AddressBookEditing>(null);

  const save = (values: ProfileValues) => {
    dispatch(profileUpdated(values));
    setEditing(false);
  };

  return (
    <Page>
      <Narrow>
        <h1>{t('My Profile')}</h1>
        {user && (
          <ProfileDetails
            user={user}
            editing={editing}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onSave={save}
          />
        )}
        {user && (
          <AddressBook
            addresses={addresses}
            defaultAddressId={defaultAddressId}
            editing={editingAddress}
            newAddress={newAddressValues(user, addresses)}
            onEdit={setEditingAddress}
            onCancel={() => setEditingAddress(null)}
            onSave={(address) => {
              dispatch(addressSaved(address));
              setEditingAddress(null);
            }}
            onRemove={(id) => dispatch(removeAddress(id))}
            onMakeDefault={(id) => dispatch(defaultAddressChosen(id))}
          />
        )}
        <StockAlerts
          alerts={stockAlerts}
          onRemove={(productId, size) => dispatch(stockAlertRemoved({ productId, size }))}
        />
        <ComplaintList complaints={complaints} />
        <section aria-labelledby="profile-privacy">
          <h2 id="profile-privacy">{t('Your data')}</h2>
          <p>
            {tNodes(
              'See what Rangoli keeps on this device, switch the optional data off, download a copy or delete it all in the {privacyCentre}.',
              { privacyCentre: <Link to="/privacy-centre">{t('Privacy Centre')}</Link> },
            )}
          </p>
        </section>
      </Narrow>
    </Page>
  );
}
