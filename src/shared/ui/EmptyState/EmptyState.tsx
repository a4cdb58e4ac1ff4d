import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
`;

const IconSlot = styled.div`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Message = styled.div`
  color: ${({ theme }) => theme.color.inkMuted};
  & > p:last-child {
    margin-bottom: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  title: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  message?: ReactNode;
  /** Decorative icon (e.g. `<CartIcon />`), shown in a tinted circle. */
  icon?: ReactNode;
  /** Action slot, e.g. `<ButtonLink to="/">Start Shopping</ButtonLink>`. */
  action?: ReactNode;
  className?: string;
}

/** "Your cart is empty", "No products found", "No orders yet": icon, heading, message, action. */
export function EmptyState({ title, headingLevel = 2, message, icon, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message && <Message>{typeof message === 'string' ? <p>{message}</p> : message}</Message>}
      {action && <Actions>{action}</Actions>}
    </Root>
  );
}
