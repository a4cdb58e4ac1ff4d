import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, CheckIcon, Select } from '@/shared/ui';
import { REVIEW_SORT_LABELS, type ReviewSort } from '../types';
import { ToggleButton } from './toggle.styles';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 9rem;
    max-width: 16rem;
  }

  & > button {
    flex: none;
  }
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  &:empty {
    display: none;
  }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const SORTS = Object.keys(REVIEW_SORT_LABELS) as ReviewSort[];

export interface ReviewToolbarProps {
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** 'With photos' pressed: only reviews with photos are shown. */
  withPhotos: boolean;
  onWithPhotosChange: (withPhotos: boolean) => void;
  /** The rating the list is narrowed to (a bar of the summary pressed), or null. */
  stars: number | null;
  /** 'Clear filter': the star filter goes. */
  onClearStars: () => void;
}

/**
 * Above the reviews: 'Sort reviews' ('Most helpful' first), the 'With photos' toggle, and, while a
 * bar of the summary is pressed, 'Showing {k}-star reviews' with 'Clear filter' (a status line, so
 * the change is announced).
 */
export function ReviewToolbar({
  sort,
  onSortChange,
  withPhotos,
  onWithPhotosChange,
  stars,
  onClearStars,
}: ReviewToolbarProps) {
  // The labels in the page's edition: built at render, never at import (the edition is set later).
  const sortOptions = SORTS.map((value) => ({ value, label: t(REVIEW_SORT_LABELS[value]) }));
  return (
    <Wrap>
      <Root>
        <Select
          label={t('Sort reviews')}
          options={sortOptions}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ReviewSort)}
        />
        <ToggleButton
          variant="secondary"
          aria-pressed={withPhotos}
          startIcon={withPhotos ? <CheckIcon /> : undefined}
          onClick={() => onWithPhotosChange(!withPhotos)}
        >
          {t('With photos')}
        </ToggleButton>
      </Root>
      <div role="status">
        {stars !== null && (
          <Status>
            <span>{t('Showing {stars}-star reviews', { stars })}</span>
            <Button variant="ghost" size="sm" onClick={onClearStars}>
              {t('Clear filter')}
            </Button>
          </Status>
        )}
      </div>
    </Wrap>
  );
}
