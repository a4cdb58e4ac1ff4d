import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The column of fields of an account form. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Two fields side by side from the md breakpoint (one column on phones). */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Remember me on the left, Forgot password? on the right (wrapping on narrow screens). */
export const SplitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A text link tall enough to tap (44px). */
export const TapLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const FormNote = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The polite status line under a form (forgot password's answer). Always rendered, so it is announced. */
export const StatusLine = styled.p<{ $visible: boolean }>`
  margin: 0;
  padding: ${({ theme, $visible }) => ($visible ? `${theme.space.md} ${theme.space.lg}` : '0')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $visible }) => ($visible ? theme.color.successSoft : 'transparent')};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
