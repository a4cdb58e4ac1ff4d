import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Asterisk = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

/** The box of text-like controls (input, textarea, select). */
export const controlStyles = css<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  transition: border-color ${({ theme }) => theme.duration.fast} ease-out;

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 1px ${theme.color.danger};
    `}

  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.ink)};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.inkSubtle};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
`;
