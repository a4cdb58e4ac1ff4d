import { ButtonLink, ChevronRightIcon } from '@/shared/ui';
import { Actions, Art, Band, Copy, Eyebrow, Inner, Subtitle, Title } from './HeroBanner.styles';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
}

export interface HeroAction {
  label: string;
  to: string;
}

export interface HeroBannerProps {
  title: string;
  subtitle: string;
  eyebrow?: string;
  /** The main call to action (solid) and the second one (outlined). */
  primaryAction: HeroAction;
  secondaryAction?: HeroAction;
  /** Up to three decorative images; the first, in the middle, is the page's largest paint. */
  images?: readonly HeroImage[];
}

/** The home page's opening band: the page's h1, a line of copy, two calls to action and artwork. */
export function HeroBanner({
  title,
  subtitle,
  eyebrow,
  primaryAction,
  secondaryAction,
  images = [],
}: HeroBannerProps) {
  return (
    <Band aria-labelledby="hero-title">
      <Inner>
        <Copy>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title id="hero-title">{title}</Title>
          <Subtitle>{subtitle}</Subtitle>
          <Actions>
            <ButtonLink to={primaryAction.to} endIcon={<ChevronRightIcon />}>
              {primaryAction.label}
            </ButtonLink>
            {secondaryAction && (
              <ButtonLink to={secondaryAction.to} variant="secondary" endIcon={<ChevronRightIcon />}>
                {secondaryAction.label}
              </ButtonLink>
            )}
          </Actions>
        </Copy>
        {images.length > 0 && (
          <Art>
            {images.slice(0, 3).map((image, index) => (
              <img
                key={image.src}
                src={image.src}
                alt=""
                width={image.width}
                height={image.height}
                loading="eager"
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            ))}
          </Art>
        )}
      </Inner>
    </Band>
  );
}
