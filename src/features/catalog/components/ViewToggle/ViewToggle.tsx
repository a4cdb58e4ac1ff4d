import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { GridIcon, IconButton, ListIcon } from '@/shared/ui';
import type { CardLayout } from '../ProductCard';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ViewToggleProps {
  value: CardLayout;
  onChange: (view: CardLayout) => void;
  className?: string;
}

/** Two toggle buttons, "Grid view" and "List view"; the current one is pressed. */
export function ViewToggle({ value, onChange, className }: ViewToggleProps) {
  return (
    <Group role="group" aria-label={t('View')} className={className}>
      <IconButton
        label={t('Grid view')}
        variant="outline"
        pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </IconButton>
      <IconButton
        label={t('List view')}
        variant="outline"
        pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </IconButton>
    </Group>
  );
}
