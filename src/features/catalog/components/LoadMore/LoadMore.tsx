import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { theme } from '@/shared/theme';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xxl};
`;

const Progress = styled.progress`
  width: 12rem;
  max-width: 100%;
  height: ${theme.space.xs};
  appearance: none;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${theme.color.surfaceSunken};
  }
  &::-webkit-progress-value {
    background: ${theme.color.brand};
  }
  &::-moz-progress-bar {
    background: ${theme.color.brand};
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

export interface LoadMoreProps {
  /** How many products are shown now. */
  shown: number;
  /** How many the listing holds. */
  total: number;
  onLoadMore: () => void;
}

/** "Showing 24 of 70 products" and a "Load more" button; nothing once everything is shown. */
export function LoadMore({ shown, total, onLoadMore }: LoadMoreProps) {
  if (shown >= total) return null;
  return (
    <Root>
      <Text>{t('Showing {shown} of {total} products', { shown, total })}</Text>
      <Progress value={shown} max={total} aria-hidden="true" />
      <Button variant="secondary" onClick={onLoadMore}>
        {t('Load more')}
      </Button>
    </Root>
  );
}
