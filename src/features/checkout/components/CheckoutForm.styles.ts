import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};

  /* A field focused on a failed submit must not hide under the sticky header (two rows on phones). */
  input,
  select,
  textarea {
    scroll-margin-top: calc(${theme.size.headerHeight} * 2 + ${theme.space.xxl});
  }
`;

/** Two columns from 768 px; `$wide` children span both. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
  ${theme.media.md} {
    grid-column: 1 / -1;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-top: ${theme.space.sm};

  & > * {
    flex: 1 1 12rem;
  }
  ${theme.media.md} {
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
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  color: ${theme.color.inkMuted};
`;

/** A group of choices about the address ('Saved addresses'; Save this address and its Label). */
export const AddressChoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
`;

/** A saved address as a radio's label: its label in bold, then the address on one line. */
export const AddressChoiceLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  column-gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};

  span {
    color: ${theme.color.inkMuted};
  }
`;
