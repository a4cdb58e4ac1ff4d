import styled from 'styled-components';
import { Button } from '@/shared/ui';

/** A Button that toggles (`aria-pressed`): pressed, it is filled with the brand's soft tint. */
export const ToggleButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;
