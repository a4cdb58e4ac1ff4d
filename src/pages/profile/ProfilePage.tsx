import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ProfileDetails, profileUpdated, selectUser, type ProfileValues } from '@/features/auth';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Container } from '@/shared/ui';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
  h1 {
    font-family: ${({ theme }) => theme.font.display};
  }
`;

const Narrow = styled.div`
  max-width: 48rem;
`;

/** /profile (signed-in only, see the router): the shopper's details, editable. */
export default function ProfilePage() {
  usePageFocus();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);

  const save = (values: ProfileValues) => {
    dispatch(profileUpdated(values));
    setEditing(false);
  };

  return (
    <Page>
      <Narrow>
        <h1>My Profile</h1>
        {user && (
          <ProfileDetails
            user={user}
            editing={editing}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onSave={save}
          />
        )}
      </Narrow>
    </Page>
  );
}
