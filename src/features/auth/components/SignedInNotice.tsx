import styled from 'styled-components';
import { ButtonLink } from '@/shared/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SignedInNoticeProps {
  name: string;
  email: string;
}

/** Shown on /login and /signup to a shopper who is already signed in, instead of the form. */
export function SignedInNotice({ name, email }: SignedInNoticeProps) {
  return (
    <Root>
      <p>
        You are already signed in as <strong>{name}</strong> ({email}).
      </p>
      <Links>
        <ButtonLink to="/">Continue Shopping</ButtonLink>
        <ButtonLink to="/profile" variant="secondary">
          My Profile
        </ButtonLink>
      </Links>
    </Root>
  );
}
