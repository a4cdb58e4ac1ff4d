import styled from 'styled-components';
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

const SORT_OPTIONS = (Object.keys(REVIEW_SORT_LABELS) as ReviewSort[]).map((value) => ({
  value,
  label: REVIEW_SORT_LABELS[value],
}));

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
  return (
    <Wrap>
      <Root>
        <Select
          label="Sort reviews"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ReviewSort)}
        />
        <ToggleButton
          variant="secondary"
          aria-pressed={withPhotos}
          startIcon={withPhotos ? <CheckIcon /> : undefined}
          onClick={() => onWithPhotosChange(!withPhotos)}
        >
          With photos
        </ToggleButton>
      </Root>
      <div role="status">
        {stars !== null && (
          <Status>
            <span>{`Showing ${stars}-star reviews`}</span>
            <Button variant="ghost" size="sm" onClick={onClearStars}>
              Clear filter
            </Button>
          </Status>
        )}
      </div>
    </Wrap>
  );
}
