import styled, { css, type DefaultTheme } from 'styled-components';
import { Container } from '@/shared/ui';

export type BannerTone = 'brand' | 'accent' | 'info' | 'success' | 'sale';

const backgrounds: Record<BannerTone, (theme: DefaultTheme) => string> = {
  brand: (t) => `linear-gradient(115deg, ${t.color.brandSoft} 0%, ${t.color.surfaceAlt} 100%)`,
  accent: (t) => `linear-gradient(115deg, ${t.color.accentSoft} 0%, ${t.color.surfaceAlt} 100%)`,
  info: (t) => `linear-gradient(115deg, ${t.color.infoSoft} 0%, ${t.color.surfaceAlt} 100%)`,
  success: (t) => `linear-gradient(115deg, ${t.color.brandSoft} 0%, ${t.color.infoSoft} 100%)`,
  sale: (t) =>
    `linear-gradient(115deg, ${t.color.brand} 0%, ${t.color.brandHover} 60%, ${t.color.accent} 100%)`,
};

const Band = styled.div<{ $tone: BannerTone }>`
  height: ${({ theme }) => theme.size.bannerHeight};
  background: ${({ theme, $tone }) => backgrounds[$tone](theme)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Inner = styled(Container)`
  height: 100%;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-rows: none;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Copy = styled.div<{ $tone: BannerTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $tone }) => ($tone === 'sale' ? theme.color.white : theme.color.ink)};

  ${({ $tone, theme }) =>
    $tone === 'sale' &&
    css`
      p {
        color: ${theme.color.white};
      }
    `}
`;

const Eyebrow = styled.p<{ $tone: BannerTone }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

const Title = styled.h1<{ $tone: BannerTone }>`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.display};
  color: ${({ theme, $tone }) => ($tone === 'sale' ? theme.color.white : theme.color.brand)};
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 32rem;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Art = styled.div`
  height: 100%;
  min-height: 0;
  display: flex;
  justify-content: center;

  ${({ theme }) => theme.media.md} {
    justify-content: flex-end;
  }

  img {
    height: 100%;
    width: auto;
    max-width: 100%;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export interface BannerImage {
  src: string;
  width: number;
  height: number;
}

export interface ListingBannerProps {
  /** The page's h1, e.g. "Women". */
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Decorative artwork: loaded first (eager, high priority), as the page's largest paint. */
  image?: BannerImage;
  tone?: BannerTone;
}

/** The 400 px banner at the top of a listing, holding the page's h1. */
export function ListingBanner({ title, subtitle, eyebrow, image, tone = 'brand' }: ListingBannerProps) {
  return (
    <Band $tone={tone}>
      <Inner>
        <Copy $tone={tone}>
          {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
          <Title $tone={tone}>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Copy>
        {image && (
          <Art>
            <img
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
              loading="eager"
              fetchPriority="high"
            />
          </Art>
        )}
      </Inner>
    </Band>
  );
}
