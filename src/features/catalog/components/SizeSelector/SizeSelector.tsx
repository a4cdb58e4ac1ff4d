import { useId, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { t, translate } from '@/shared/i18n';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SizeButton = styled.button<{ $soldOut: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast} ease-out,
    border-color ${({ theme }) => theme.duration.fast} ease-out;

  &:hover:not(:disabled):not([aria-pressed='true']) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.white};
  }

  ${({ $soldOut, theme }) =>
    $soldOut &&
    css`
      border-style: dashed;
      border-color: ${theme.color.border};
      background: ${theme.color.surfaceSunken};
      color: ${theme.color.inkMuted};
      text-decoration: line-through;
      cursor: not-allowed;
    `}

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** 'Your size' under the size it names. */
const YourSize = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  text-decoration: none;
`;

export interface SizeSelectorProps {
  /** The product's sizes, in the catalogue's order. */
  sizes: readonly string[];
  /** The chosen size, or null before the shopper picks one. */
  value: string | null;
  onChange: (size: string) => void;
  /** The group element, e.g. to move focus to the first size when Add to Cart needs one. */
  groupRef?: Ref<HTMLDivElement>;
  /** Sizes that are sold out: disabled, struck through, named '{size}, sold out'. */
  soldOut?: readonly string[];
  /** The shopper's saved size for this kind of garment: it reads 'Your size' (never chosen for them). */
  yourSize?: string | null;
  /** The 'Size guide' button, beside the label and outside the group (the group holds only sizes). */
  guide?: ReactNode;
}

/**
 * The accessible name of a size button: the size, and what the shopper should know of it ('One
 * Size' in the page's edition; S, M and 30ml read the same in both).
 */
function sizeName(size: string, soldOut: boolean, yours: boolean): string | undefined {
  const values = { size: translate(size) };
  if (soldOut && yours) return t('{size}, sold out, Your size', values);
  if (soldOut) return t('{size}, sold out', values);
  return yours ? t('{size}, Your size', values) : undefined;
}

/**
 * Toggle buttons, one per size, in a group labelled "Select Size"; the chosen one is pressed. A
 * sold-out size is disabled and struck through; the shopper's saved size says 'Your size'.
 */
export function SizeSelector({
  sizes,
  value,
  onChange,
  groupRef,
  soldOut = [],
  yourSize = null,
  guide,
}: SizeSelectorProps) {
  const labelId = useId();
  return (
    <Wrapper>
      <Head>
        <Label id={labelId}>{t('Select Size')}</Label>
        {guide}
      </Head>
      <Options role="group" aria-labelledby={labelId} ref={groupRef}>
        {sizes.map((size) => {
          const out = soldOut.includes(size);
          const yours = size === yourSize;
          return (
            <SizeButton
              key={size}
              type="button"
              aria-pressed={value === size}
              aria-label={sizeName(size, out, yours)}
              disabled={out}
              $soldOut={out}
              onClick={() => onChange(size)}
            >
              {translate(size)}
              {yours && <YourSize>{t('Your size')}</YourSize>}
            </SizeButton>
          );
        })}
      </Options>
    </Wrapper>
  );
}
