import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const StepPanel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.xl};
    /* Focused on each step change: keep it clear of the sticky header. */
    scroll-margin-top: calc(
      ${({ theme }) => theme.size.headerHeight} * 2 + ${({ theme }) => theme.space.xxl}
    );
  }
`;

export const Aside = styled.aside`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

/** Why Place Order placed nothing ('Your cart changed in another tab...'): above the step. */
export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
