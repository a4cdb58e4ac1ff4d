import styled from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    svg {
      color: ${({ theme }) => theme.color.brand};
    }
  }
`;

/** Pincode and Check side by side; the button lines up with the input, under the label. */
export const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  > button {
    flex: none;
    margin-top: calc(${({ theme }) => theme.fontSize.sm} * 1.5 + ${({ theme }) => theme.space.xs});
  }
`;

export const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const Result = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:empty {
    display: none;
  }
`;

export const ResultLine = styled.li<{ $tone: 'good' | 'bad' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.color.success : theme.color.danger)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
