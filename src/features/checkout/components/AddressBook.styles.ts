import styled from 'styled-components';

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The address cards: one column, two from the md breakpoint. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** An item holding the open form spans both columns. */
export const FormItem = styled.li`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

export const Card = styled.article<{ $default: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $default }) => ($default ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $default }) => ($default ? theme.color.surfaceAlt : theme.color.surface)};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The card's buttons, at its foot. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** The address form, framed like a card. */
export const FormFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
