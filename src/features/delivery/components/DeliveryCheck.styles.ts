import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Root = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize.md};
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    svg {
      color: ${theme.color.brand};
    }
  }
`;

/** Pincode and Check side by side; the button lines up with the input, under the label. */
export const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};

  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  > button {
    flex: none;
    margin-top: calc(${theme.fontSize.sm} * 1.5 + ${theme.space.xs});
  }
`;

export const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin: 0;
  font-weight: ${theme.fontWeight.bold};
`;

export const Result = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.sm};

  &:empty {
    display: none;
  }
`;

export const ResultLine = styled.li<{ $tone: 'good' | 'bad' }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.color.success : theme.color.danger)};
  font-weight: ${theme.fontWeight.medium};
`;
