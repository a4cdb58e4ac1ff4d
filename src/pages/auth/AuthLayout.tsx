import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/shared/ui';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Card = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '40rem' : '28rem')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  color: ${({ theme }) => theme.color.ink};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.inkMuted};
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
