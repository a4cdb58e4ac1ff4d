import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
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
        {tNodes('You are already signed in as {name} ({email}).', { name: <strong>{name}</strong>, email })}
      </p>
      <Links>
        <ButtonLink to="/">{t('Continue Shopping')}</ButtonLink>
        <ButtonLink to="/profile" variant="secondary">
          {t('My Profile')}
        </ButtonLink>
      </Links>
    </Root>
  );
}
