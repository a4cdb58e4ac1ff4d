import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, Drawer } from '@/shared/ui';

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1;
  }
`;

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
      title={t('Filters')}
      side="left"
      footer={
        <Footer>
          <Button onClick={onClose}>
            {resultCount === 1
              ? t('Show {count} product', { count: resultCount })
              : t('Show {count} products', { count: resultCount })}
          </Button>
        </Footer>
      }
    >
      {children}
    </Drawer>
  );
}
