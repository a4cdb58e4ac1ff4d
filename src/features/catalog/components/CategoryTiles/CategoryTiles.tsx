import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface CategoryTile {
  name: string;
  to: string;
  /** A short line under the name, e.g. "Kurtas, sarees & more". */
  blurb: string;
  /** The photo, from the external image host. */
  src: string;
  /** The bundled artwork shown while the photo loads and instead of it when the host is unreachable. */
  fallbackSrc: string;
}

export const TILE_IMAGE_WIDTH = 600;
export const TILE_IMAGE_HEIGHT = 750;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  transition: box-shadow ${({ theme }) => theme.duration.normal} ease-out;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    color: ${({ theme }) => theme.color.brand};
  }
  &:hover img {
    transform: scale(1.03);
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:hover img {
      transform: none;
    }
  }
`;

const Frame = styled.div<{ $fallback: string }>`
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.color.surfaceSunken} url(${({ $fallback }) => $fallback}) center / cover
    no-repeat;
  overflow: hidden;
`;

const Photo = styled.img<{ $loaded: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition:
    opacity ${({ theme }) => theme.duration.normal} ease-out,
    transform ${({ theme }) => theme.duration.normal} ease-out;
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Blurb = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/**
 * Loads the external photo lazily; until it arrives the bundled artwork shows behind it, and if
 * the host cannot be reached the image switches to that artwork (never a broken-image icon).
 */
function TileImage({ src, fallbackSrc }: { src: string; fallbackSrc: string }) {
  const [current, setCurrent] = useState(src);
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // On a prerendered page the photo may have loaded, or failed, before React was listening.
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setLoaded(true);
    else setCurrent(fallbackSrc);
  }, [fallbackSrc]);
  return (
    <Frame $fallback={fallbackSrc}>
      <Photo
        ref={image}
        src={current}
        alt=""
        width={TILE_IMAGE_WIDTH}
        height={TILE_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        // The artwork already shows behind (Frame): the image fades in only for the photo. Painting
        // the same artwork again would also count as a new, later largest paint.
        $loaded={loaded && current !== fallbackSrc}
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (current !== fallbackSrc) setCurrent(fallbackSrc);
        }}
      />
    </Frame>
  );
}

export interface CategoryTilesProps {
  tiles: readonly CategoryTile[];
  className?: string;
}

/** Shop by Category: one linked tile per category, 2 a row on phones and 4 from tablets up. */
export function CategoryTiles({ tiles, className }: CategoryTilesProps) {
  return (
    <Grid className={className}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Tile to={tile.to}>
            <TileImage src={tile.src} fallbackSrc={tile.fallbackSrc} />
            <Caption>
              <Name>{tile.name}</Name>
              <Blurb>{tile.blurb}</Blurb>
            </Caption>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
