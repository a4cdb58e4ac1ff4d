import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { REVIEW_DEFAULT_RATING } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { Button, Field, Input, RadioGroup, Select, TextArea, TrashIcon, type RadioOption } from '@/shared/ui';
import { FIT_ANSWERS, FIT_LABELS, type FitAnswer, type PhotoRefusal, type ReviewPhoto } from '../types';
import { starsName } from '../words';

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

  & > button[type='submit'] {
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

const FileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSize.sm};

  &::file-selector-button {
    min-height: ${({ theme }) => theme.size.controlSm};
    margin-right: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    cursor: pointer;
  }

  &[aria-invalid='true']::file-selector-button {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const ErrorLines = styled.span`
  display: flex;
  flex-direction: column;
`;

const PhotoList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PhotoRow = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  & > img {
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const PhotoFields = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  & > :first-child {
    align-self: stretch;
  }
`;

const Alert = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.ink};

  & > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const RATINGS = [1, 2, 3, 4, 5] as const;
type RatingValue = `${(typeof RATINGS)[number]}`;
const DEFAULT_RATING = String(REVIEW_DEFAULT_RATING) as RatingValue;

/** The options' labels in the page's edition: built at render, never at import (the edition is set later). */
const ratingOptions = (): RadioOption<RatingValue>[] =>
  RATINGS.map((n) => ({
    value: String(n) as RatingValue,
    label: (
      <>
        <StarGlyphs aria-hidden="true">{'★'.repeat(n)}</StarGlyphs> {starsName(n)}
      </>
    ),
  }));

const fitOptions = (): RadioOption<FitAnswer>[] =>
  FIT_ANSWERS.map((value) => ({
    value,
    label: t(FIT_LABELS[value]),
  }));

/** The most photos a review takes. */
export const MAX_REVIEW_PHOTOS = 3;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const isPhotoType = (type: string) => (PHOTO_TYPES as readonly string[]).includes(type);

export interface ReviewFormValues {
  rating: number;
  /** Trimmed. */
  comment: string;
  /** 'How did it fit?', when answered. */
  fit?: FitAnswer;
  /** 'Size bought', when chosen. */
  size?: string;
  /** Each with its description (trimmed) as `alt`. */
  photos: ReviewPhoto[];
}

/**
 * What became of a submitted review: kept ('saved'); refused to a guest ('refused'); or not kept
 * because its photos did not fit in the browser's storage ('photosTooLarge').
 */
export type ReviewSubmitResult = 'saved' | 'refused' | 'photosTooLarge';

export interface ReviewFormProps {
  /** Guests see the form too, with a note to sign in; their submit is refused. */
  signedIn: boolean;
  /** The review; its answer says what the form does next (reset, the guest's message, the quota's). */
  onSubmit: (values: ReviewFormValues) => ReviewSubmitResult | Promise<ReviewSubmitResult>;
  /** A chosen file as a review photo (downscaled, JPEG), or why not. */
  preparePhoto: (file: File) => Promise<ReviewPhoto | PhotoRefusal>;
  /** 'How did it fit?' is asked (products with garment sizes). */
  askFit?: boolean;
  /** The product's sizes: 'Size bought' offers them (none: not asked). */
  sizes?: readonly string[];
  /** Where sign-in should bring a guest back to, e.g. "/product/12". */
  returnTo?: string;
}

interface PhotoEntry {
  key: number;
  photo: ReviewPhoto;
  description: string;
}

type Outcome = 'refused' | 'photosTooLarge' | null;

/**
 * Write a Review: 'Rating' ('1 star' … '5 stars', 5 by default), 'How did it fit?' (garments,
 * optional), 'Size bought' (optional), 'Comment' and 'Add photos' (JPEG, PNG or WebP, up to 3, each
 * with 'Describe photo {i}', its alt text, and 'Remove photo {i}'), then 'Submit Review'. Every error
 * shows at its field, and nothing entered is lost on any of them: a guest keeps what they wrote, and
 * a full storage offers 'Save without photos' or 'Keep editing'.
 */
export function ReviewForm({
  signedIn,
  onSubmit,
  preparePhoto,
  askFit = false,
  sizes = [],
  returnTo,
}: ReviewFormProps) {
  const headingId = useId();
  const [rating, setRating] = useState<RatingValue>(DEFAULT_RATING);
  const [fit, setFit] = useState<FitAnswer | null>(null);
  const [size, setSize] = useState('');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [photos, setPhotos] = useState<PhotoEntry[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [describeError, setDescribeError] = useState(false);
  const [preparing, setPreparing] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  // The quota's question takes focus as it appears: the shopper answers it before anything else.
  useEffect(() => {
    if (outcome === 'photosTooLarge') alertRef.current?.focus();
  }, [outcome]);

  const commentRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photosRef = useRef<HTMLUListElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);
  /** Photos kept or on their way: what the limit counts, across selections made in quick turn. */
  const taken = useRef(0);
  const submitting = useRef(false);

  const choosePhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    const errors = new Set<string>();
    const accepted = files.filter((file) => isPhotoType(file.type));
    if (accepted.length < files.length) errors.add(MSG.photoType);
    const room = Math.max(0, MAX_REVIEW_PHOTOS - taken.current);
    if (accepted.length > room) errors.add(MSG.photoLimit);
    const chosen = accepted.slice(0, room);
    taken.current += chosen.length;
    setPhotoErrors([...errors]);
    if (chosen.length === 0) return;
    setPreparing((n) => n + chosen.length);
    const results = await Promise.all(
      chosen.map((file) => preparePhoto(file).catch((): PhotoRefusal => 'unreadable')),
    );
    const kept: PhotoEntry[] = [];
    for (const result of results) {
      if (typeof result === 'string') errors.add(MSG.photoType);
      else kept.push({ key: nextKey.current++, photo: result, description: result.alt });
    }
    taken.current -= chosen.length - kept.length;
    setPreparing((n) => n - chosen.length);
    setPhotos((current) => [...current, ...kept]);
    setPhotoErrors([...errors]);
  };

  const removePhoto = (key: number) => {
    setPhotos((current) => current.filter((entry) => entry.key !== key));
    taken.current -= 1;
    setPhotoErrors([]);
    fileRef.current?.focus();
  };

  const describe = (key: number, description: string) =>
    setPhotos((current) => current.map((entry) => (entry.key === key ? { ...entry, description } : entry)));

  const reset = () => {
    setRating(DEFAULT_RATING);
    setFit(null);
    setSize('');
    setComment('');
    setCommentError(undefined);
    setPhotos([]);
    setPhotoErrors([]);
    setDescribeError(false);
    setOutcome(null);
    taken.current = 0;
  };

  const send = async (withPhotos: boolean) => {
    if (submitting.current) return;
    const values: ReviewFormValues = {
      rating: Number(rating),
      comment: comment.trim(),
      ...(fit ? { fit } : {}),
      ...(size ? { size } : {}),
      photos: withPhotos
        ? photos.map(({ photo, description }) => ({ ...photo, alt: description.trim() }))
        : [],
    };
    submitting.current = true;
    setBusy(true);
    try {
      const result = await onSubmit(values);
      if (result === 'saved') reset();
      else setOutcome(result);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  /** The comment and the photos' descriptions; the first field in error takes focus. */
  const validate = (withPhotos: boolean) => {
    const commentMissing = comment.trim() === '';
    const firstUndescribed = withPhotos ? photos.findIndex((entry) => entry.description.trim() === '') : -1;
    setCommentError(commentMissing ? MSG.enterComment : undefined);
    setDescribeError(firstUndescribed >= 0);
    if (commentMissing) commentRef.current?.focus();
    else if (firstUndescribed >= 0) photosRef.current?.querySelectorAll('input')[firstUndescribed]?.focus();
    return !commentMissing && firstUndescribed < 0;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing > 0) return;
    setOutcome(null);
    // A guest is told to sign in first, whatever the form holds (and keeps it all).
    if (!signedIn || validate(true)) void send(true);
  };

  const saveWithoutPhotos = () => {
    setOutcome(null);
    if (validate(false)) void send(false);
  };

  const keepEditing = () => {
    setOutcome(null);
    fileRef.current?.focus();
  };

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Write a Review')}</Heading>
      {!signedIn && (
        <Note>
          {tNodes('Anyone can read reviews; to post one, {signIn} first.', {
            signIn: (
              <Link to="/login" state={returnTo ? { from: returnTo } : undefined}>
                {t('sign in')}
              </Link>
            ),
          })}
        </Note>
      )}
      <RadioGroup legend={t('Rating')} options={ratingOptions()} value={rating} onChange={setRating} />
      {askFit && (
        <RadioGroup
          legend={t('How did it fit?')}
          hint={t('Optional')}
          options={fitOptions()}
          value={fit}
          onChange={setFit}
        />
      )}
      {sizes.length > 0 && (
        <Select
          label={t('Size bought')}
          hint={t('Optional')}
          placeholder={t('Choose a size')}
          // A size's name in the edition when the catalogue's words have it ('One Size'); S, M, 30ml as they are.
          options={sizes.map((value) => ({ value, label: translate(value) }))}
          value={size}
          onChange={(event) => setSize(event.target.value)}
        />
      )}
      <TextArea
        ref={commentRef}
        label={t('Comment')}
        name="comment"
        rows={4}
        maxLength={1000}
        placeholder={t('What did you like? How was the fit, the colour, the quality?')}
        value={comment}
        // The shop's messages (shared/lib/messages.ts) are English: each shown in the page's edition.
        error={commentError && translate(commentError)}
        onChange={(event) => {
          setComment(event.target.value);
          if (commentError) setCommentError(undefined);
        }}
      />
      <Field
        label={t('Add photos')}
        hint={t('Optional: JPEG, PNG or WebP, up to {max}. Each needs a description.', {
          max: MAX_REVIEW_PHOTOS,
        })}
        error={
          photoErrors.length > 0 ? (
            <ErrorLines>
              {photoErrors.map((message) => (
                <span key={message}>{translate(message)}</span>
              ))}
            </ErrorLines>
          ) : undefined
        }
      >
        {(control) => (
          <FileInput
            {...control}
            ref={fileRef}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            onChange={(event) => void choosePhotos(event)}
          />
        )}
      </Field>
      {preparing > 0 && <Note role="status">{t('Preparing photos…')}</Note>}
      {photos.length > 0 && (
        <PhotoList ref={photosRef}>
          {photos.map((entry, i) => {
            const missing = describeError && entry.description.trim() === '';
            return (
              <PhotoRow key={entry.key}>
                <img src={entry.photo.src} alt="" width={72} height={72} />
                <PhotoFields>
                  <Input
                    label={t('Describe photo {i}', { i: i + 1 })}
                    required
                    maxLength={200}
                    value={entry.description}
                    error={missing ? translate(MSG.photoDescribe) : undefined}
                    onChange={(event) => describe(entry.key, event.target.value)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    startIcon={<TrashIcon />}
                    onClick={() => removePhoto(entry.key)}
                  >
                    {t('Remove photo {i}', { i: i + 1 })}
                  </Button>
                </PhotoFields>
              </PhotoRow>
            );
          })}
        </PhotoList>
      )}
      {outcome === 'refused' && (
        <Alert role="alert">
          <p>{translate(MSG.loginToReview)}</p>
          <Link to="/login" state={returnTo ? { from: returnTo } : undefined}>
            {t('Sign in')}
          </Link>
        </Alert>
      )}
      {outcome === 'photosTooLarge' && (
        <Alert role="alert" ref={alertRef} tabIndex={-1}>
          <p>{translate(MSG.photosTooLarge)}</p>
          <AlertActions>
            <Button size="sm" onClick={saveWithoutPhotos}>
              {t('Save without photos')}
            </Button>
            <Button variant="secondary" size="sm" onClick={keepEditing}>
              {t('Keep editing')}
            </Button>
          </AlertActions>
        </Alert>
      )}
      <Button
        type="submit"
        loading={busy || preparing > 0}
        loadingText={busy ? t('Submitting…') : t('Preparing photos…')}
      >
        {t('Submit Review')}
      </Button>
    </Form>
  );
}
