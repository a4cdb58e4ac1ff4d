import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, FilterIcon, VisuallyHidden } from '@/shared/ui';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.white};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export interface FiltersButtonProps {
  /** Number of active filters, shown on the button (hidden at 0). */
  activeCount: number;
  onClick: () => void;
  expanded?: boolean;
}

/**
 * The "Filters" button that opens the drawer on small screens, showing how many filters are active.
 * A module of its own: a listing shows it from the first paint, the drawer's code comes later.
 */
export function FiltersButton({ activeCount, onClick, expanded = false }: FiltersButtonProps) {
  return (
    <Button
      variant="secondary"
      startIcon={<FilterIcon />}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      endIcon={
        activeCount > 0 ? (
          <>
            <Count aria-hidden="true">{activeCount}</Count>
            <VisuallyHidden>{t('({count} active)', { count: activeCount })}</VisuallyHidden>
          </>
        ) : undefined
      }
    >
      {t('Filters')}
    </Button>
  );
}
