import styled from 'styled-components';
import { Button } from '@/shared/ui';
import { theme } from '@/shared/theme';

/** A Button that toggles (`aria-pressed`): pressed, it is filled with the brand's soft tint. */
export const ToggleButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${theme.color.brandSoft};
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
`;
