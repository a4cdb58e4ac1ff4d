import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { MAIN_ID } from './mainId';

const Link = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.z.toast + 1};
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.white};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
  &:hover {
    color: ${({ theme }) => theme.color.white};
  }
`;

export type SkipLinkProps = ComponentPropsWithRef<'a'>;

/** "Skip to content": the first stop in the tab order, shown only when focused. Targets `#main`. */
export function SkipLink({ href = `#${MAIN_ID}`, children = t('Skip to content'), ...props }: SkipLinkProps) {
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
