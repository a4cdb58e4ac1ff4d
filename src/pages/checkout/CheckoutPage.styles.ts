import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const StepPanel = styled.section`
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  ${theme.media.md} {
    padding: ${theme.space.xl};
  }

  h2 {
    margin: 0 0 ${theme.space.lg};
    font-size: ${theme.fontSize.xl};
    /* Focused on each step change: keep it clear of the sticky header. */
    scroll-margin-top: calc(${theme.size.headerHeight} * 2 + ${theme.space.xxl});
  }
`;

export const Aside = styled.aside`
  ${theme.media.lg} {
    position: sticky;
    top: calc(${theme.size.headerHeight} + ${theme.space.lg});
  }
`;

/** Why Place Order placed nothing ('Your cart changed in another tab...'): above the step. */
export const Notice = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  color: ${theme.color.danger};
  font-weight: 600;
`;
