import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/shared/ui';
import { theme } from '@/shared/theme';

const Page = styled(Container)`
  padding-block: ${theme.space.xxl};
`;

const Card = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '40rem' : '28rem')};
  margin: 0 auto;
  padding: ${theme.space.xl};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
  ${theme.media.md} {
    padding: ${theme.space.xxl};
  }
`;

const Title = styled.h1`
  margin-bottom: ${theme.space.xs};
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
  color: ${theme.color.ink};
`;

const Intro = styled.p`
  margin-bottom: ${theme.space.xl};
  color: ${theme.color.inkMuted};
`;

export interface AuthLayoutProps {
  title: string;
  intro: ReactNode;
  /** Sign up has more fields: a wider card. */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card of the sign-in, sign-up and forgot-password pages. */
export function AuthLayout({ title, intro, wide = false, children }: AuthLayoutProps) {
  return (
    <Page>
      <Card $wide={wide}>
        <Title>{title}</Title>
        <Intro>{intro}</Intro>
        {children}
      </Card>
    </Page>
  );
}
