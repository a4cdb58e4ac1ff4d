import type { ComponentType } from 'react';
import type { IconProps } from './Icons';
import { Gallery, Tile } from './IconGallery.styles';

export interface IconGalleryProps {
  /** The icons to show, by name. */
  icons: Readonly<Record<string, ComponentType<IconProps>>>;
  /** Each icon's CSS size. */
  size?: string;
}

/** The design system's gallery of icons: each icon over its name (Storybook's icon pages). */
export function IconGallery({ icons, size = '2rem' }: IconGalleryProps) {
  // Only the icons: in Storybook, react-docgen-typescript (the prop tables) gives an exported map
  // of components a `displayName` and a `__docgenInfo` of its own.
  const entries = Object.entries(icons).filter(([, Icon]) => typeof Icon === 'function');
  return (
    <Gallery>
      {entries.map(([name, Icon]) => (
        <Tile key={name}>
          <Icon size={size} />
          <span>{name}</span>
        </Tile>
      ))}
    </Gallery>
  );
}
