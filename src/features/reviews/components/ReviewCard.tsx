import { useId, useState } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { Badge, Button, CheckIcon, TrashIcon, VisuallyHidden } from '@/shared/ui';
import { FIT_LABELS, type ShownReview } from '../types';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { PhotoDialog } from './PhotoDialog';
import { ToggleButton } from './toggle.styles';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  min-width: 0;
`;

const Author = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Stars = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.star};
  letter-spacing: 0.1em;
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A thumbnail's side: 4.5rem (72 px), as its width and height attributes say. */
const THUMB = 72;

const Thumb = styled.button`
  display: block;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceSunken};
  cursor: zoom-in;

  img {
    display: block;
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const stars = (rating: number) => {
  const whole = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
};

export interface ReviewCardProps {
  review: ShownReview;
  /** 'Helpful ({n})' pressed: the device's mark on or off. */
  onToggleHelpful: (id: string) => void;
  /** 'Delete' in 'Delete this review?' (own reviews only). */
  onDelete: (id: string) => void;
}

/**
 * One review, an `<article>` named by its author (focusable from script: 'Show more reviews' moves
 * focus to the first new one): the date ('22 Nov 2026'), the stars ('Rated n out of 5'), the text
 * as text, 'Size bought' and 'Fit' when given, its photos (each opens 'Photo {i} of {n}'),
 * 'Helpful ({n})', and the marks 'Verified purchase' and 'Sample review'. The shopper's own has
 * 'Delete review', which asks first.
 */
export function ReviewCard({ review, onToggleHelpful, onDelete }: ReviewCardProps) {
  const headingId = useId();
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { photos } = review;
  return (
    <Card aria-labelledby={headingId} tabIndex={-1}>
      <Top>
        <Who>
          <Author id={headingId}>{review.author}</Author>
          {review.verified && (
            <Badge tone="success">
              <CheckIcon size="1em" />
              {t('Verified purchase')}
            </Badge>
          )}
          {review.sample && <Badge>{t('Sample review')}</Badge>}
        </Who>
        <When dateTime={review.date}>{formatDate(review.date)}</When>
      </Top>
      <Stars>
        <span aria-hidden="true">{stars(review.rating)}</span>
        <VisuallyHidden>{t('Rated {rating} out of 5', { rating: review.rating })}</VisuallyHidden>
      </Stars>
      <Comment>{review.comment}</Comment>
      {(review.size !== undefined || review.fit !== undefined) && (
        <Facts>
          {review.size !== undefined && <li>{t('Size bought: {size}', { size: review.size })}</li>}
          {review.fit !== undefined && <li>{t('Fit: {answer}', { answer: t(FIT_LABELS[review.fit]) })}</li>}
        </Facts>
      )}
      {photos.length > 0 && (
        <Photos aria-label={t('Photos')}>
          {photos.map((photo, i) => (
            // A review's photos never change order: their place is their key.
            <li key={i}>
              <Thumb type="button" aria-haspopup="dialog" onClick={() => setPhotoIndex(i)}>
                <img src={photo.src} alt={photo.alt} width={THUMB} height={THUMB} />
              </Thumb>
            </li>
          ))}
        </Photos>
      )}
      <Actions>
        <ToggleButton
          variant="secondary"
          size="sm"
          aria-pressed={review.markedHelpful}
          startIcon={review.markedHelpful ? <CheckIcon /> : undefined}
          onClick={() => onToggleHelpful(review.id)}
        >
          {t('Helpful ({n})', { n: review.helpfulCount })}
        </ToggleButton>
        {review.own && (
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            startIcon={<TrashIcon />}
            onClick={() => setConfirming(true)}
          >
            {t('Delete review')}
          </Button>
        )}
      </Actions>
      <PhotoDialog
        photos={photos}
        index={photoIndex}
        onIndexChange={setPhotoIndex}
        onClose={() => setPhotoIndex(null)}
      />
      {review.own && (
        <DeleteReviewDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete(review.id);
          }}
        />
      )}
    </Card>
  );
}
