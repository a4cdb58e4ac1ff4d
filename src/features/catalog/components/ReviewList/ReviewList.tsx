import { useId } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/shared/lib/dates';
import { VisuallyHidden } from '@/shared/ui';

/** A review as this list shows it (the product page maps the reviews feature's to it). */
export interface Review {
  id: string;
  user: string;
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Card = styled.article`
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
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Author = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Stars = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.star};
  letter-spacing: 0.1em;
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

const stars = (rating: number) => {
  const whole = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
};

function ReviewItem({ review }: { review: Review }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <Author id={headingId}>{review.user}</Author>
        <When dateTime={review.date}>{formatDate(review.date)}</When>
      </Top>
      <Stars>
        <span aria-hidden="true">{stars(review.rating)}</span>
        <VisuallyHidden>{`Rated ${review.rating} out of 5`}</VisuallyHidden>
      </Stars>
      <Comment>{review.comment}</Comment>
    </Card>
  );
}

export interface ReviewListProps {
  /** Newest first. */
  reviews: readonly Review[];
}

/** Each review an `<article>` named by its author: stars, date ("22 Nov 2026") and comment as plain text. */
export function ReviewList({ reviews }: ReviewListProps) {
  if (reviews.length === 0) return <Empty>No reviews yet. Be the first to write one.</Empty>;
  return (
    <List>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </List>
  );
}
