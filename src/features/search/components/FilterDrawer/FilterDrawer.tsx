import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Drawer, FilterIcon, VisuallyHidden } from '@/shared/ui';

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

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1;
  }
`;

export interface FiltersButtonProps {
  /** Number of active filters, shown on the button (hidden at 0). */
  activeCount: number;
  onClick: () => void;
  expanded?: boolean;
}

/** The "Filters" button that opens the drawer on small screens, showing how many filters are active. */
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
            <VisuallyHidden>({activeCount} active)</VisuallyHidden>
          </>
        ) : undefined
      }
    >
      Filters
    </Button>
  );
}

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** How many products the current filters give (the footer's "Show N products"). */
  resultCount: number;
  /** The filter panel. */
  children: ReactNode;
}

/**
 * The filter panel in a modal drawer for screens below 768px (role="dialog" named "Filters",
 * focus trapped, Esc or Close to dismiss). Filters apply at once (Clear All is in the panel);
 * the footer shows how many products they give and closes the drawer.
 */
export function FilterDrawer({ open, onClose, resultCount, children }: FilterDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Filters"
      side="left"
      footer={
        <Footer>
          <Button onClick={onClose}>
            Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
          </Button>
        </Footer>
      }
    >
      {children}
    </Drawer>
  );
}
