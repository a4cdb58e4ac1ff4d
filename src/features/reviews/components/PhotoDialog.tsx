import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, Dialog } from '@/shared/ui';
import type { ReviewPhoto } from '../types';

const Figure = styled.figure`
  display: grid;
  place-items: center;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};

  /* As wide as the dialog, as tall as its proportions make it (its width and height attributes,
     then the picture's own), at most two thirds of the screen's height: contained, never cropped. */
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 65vh;
    object-fit: contain;
  }
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

export interface PhotoDialogProps {
  /** The review's photos. */
  photos: readonly ReviewPhoto[];
  /** The photo shown (0-based), or null: closed. */
  index: number | null;
  /** 'Previous photo' / 'Next photo': the index to show (they wrap round at the ends). */
  onIndexChange: (index: number) => void;
  /** Escape, 'Close' or a click beside it. Focus goes back to the thumbnail that opened it. */
  onClose: () => void;
}

/**
 * A review's photo, large, in a modal dialog named 'Photo {i} of {n}': its description is its alt
 * text. 'Previous photo' and 'Next photo' (when there are several) go round from the last to the
 * first and back, so the button pressed never disappears under the shopper's focus.
 */
export function PhotoDialog({ photos, index, onIndexChange, onClose }: PhotoDialogProps) {
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  if (index === null || !photo) return null;
  const step = (by: number) => onIndexChange((index + by + count) % count);
  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={t('Photo {i} of {n}', { i: index + 1, n: count })}
      footer={
        count > 1 ? (
          <Nav>
            <Button variant="secondary" size="sm" onClick={() => step(-1)}>
              {t('Previous photo')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => step(1)}>
              {t('Next photo')}
            </Button>
          </Nav>
        ) : undefined
      }
    >
      <Figure>
        <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
      </Figure>
    </Dialog>
  );
}
