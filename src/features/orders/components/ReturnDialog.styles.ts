import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

export const Items = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-weight: ${theme.fontWeight.bold};
  }
`;

export const ErrorText = styled.p`
  display: flex;
  gap: ${theme.space.xs};
  align-items: flex-start;
  margin: 0;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  color: ${theme.color.danger};
  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export const Sizes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;
