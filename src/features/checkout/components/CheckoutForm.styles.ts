import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  /* A field focused on a failed submit must not hide under the sticky header (two rows on phones). */
  input,
  select,
  textarea {
    scroll-margin-top: calc(
      ${({ theme }) => theme.size.headerHeight} * 2 + ${({ theme }) => theme.space.xxl}
    );
  }
`;

/** Two columns from 768 px; `$wide` children span both. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 12rem;
  }
  ${({ theme }) => theme.media.md} {
    & > * {
      flex: 0 0 auto;
    }
    & > :only-child {
      margin-left: auto;
    }
  }
`;

export const MethodNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** A group of choices about the address ('Saved addresses'; Save this address and its Label). */
export const AddressChoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** A saved address as a radio's label: its label in bold, then the address on one line. */
export const AddressChoiceLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};

  span {
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;
