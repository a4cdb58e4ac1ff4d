import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { REVIEW_DEFAULT_RATING } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { Button, RadioGroup, TextArea, type RadioOption } from '@/shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }

  button[type='submit'] {
    align-self: flex-start;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StarGlyphs = styled.span`
  color: ${({ theme }) => theme.color.star};
  letter-spacing: 0.05em;
`;

const RATINGS = [1, 2, 3, 4, 5] as const;
type RatingValue = `${(typeof RATINGS)[number]}`;

const ratingOptions: RadioOption<RatingValue>[] = RATINGS.map((n) => ({
  value: String(n) as RatingValue,
  label: (
    <>
      <StarGlyphs aria-hidden="true">{'★'.repeat(n)}</StarGlyphs> {n === 1 ? '1 star' : `${n} stars`}
    </>
  ),
}));

export interface ReviewValues {
  rating: number;
  /** Trimmed. */
  comment: string;
}

export interface ReviewFormProps {
  /** Guests see the form too; submitting calls `onGuestSubmit` instead (the page says to sign in). */
  signedIn: boolean;
  /** A valid review from a signed-in shopper; the form then resets to 5 stars and an empty comment. */
  onSubmit: (review: ReviewValues) => void;
  onGuestSubmit: () => void;
  /** Where sign-in should bring a guest back to, e.g. "/product/12". */
  returnTo?: string;
}

/**
 * Write a Review: a "Rating" radio group ("1 star" … "5 stars", 5 by default), a "Comment"
 * textarea and Submit Review. An empty comment shows 'Please enter a comment' at the field.
 */
export function ReviewForm({ signedIn, onSubmit, onGuestSubmit, returnTo }: ReviewFormProps) {
  const headingId = useId();
  const [rating, setRating] = useState<RatingValue>(String(REVIEW_DEFAULT_RATING) as RatingValue);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      onGuestSubmit();
      return;
    }
    const trimmed = comment.trim();
    if (trimmed === '') {
      setError(MSG.enterComment);
      commentRef.current?.focus();
      return;
    }
    onSubmit({ rating: Number(rating), comment: trimmed });
    setRating(String(REVIEW_DEFAULT_RATING) as RatingValue);
    setComment('');
    setError(undefined);
  };

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <Heading id={headingId}>Write a Review</Heading>
      {!signedIn && (
        <Note>
          Anyone can read reviews; to post one,{' '}
          <Link to="/login" state={returnTo ? { from: returnTo } : undefined}>
            sign in
          </Link>{' '}
          first.
        </Note>
      )}
      <RadioGroup legend="Rating" options={ratingOptions} value={rating} onChange={setRating} />
      <TextArea
        ref={commentRef}
        label="Comment"
        name="comment"
        rows={4}
        maxLength={1000}
        placeholder="What did you like? How was the fit, the colour, the quality?"
        value={comment}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit">Submit Review</Button>
    </Form>
  );
}
