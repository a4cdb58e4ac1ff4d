import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Progress = styled.progress`
  width: 12rem;
  max-width: 100%;
  height: ${({ theme }) => theme.space.xs};
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.brand};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.brand};
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
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
