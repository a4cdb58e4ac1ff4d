import { useId, type Ref } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-direction: column;
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

const SizeButton = styled.button`
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast} ease-out,
    border-color ${({ theme }) => theme.duration.fast} ease-out;

  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.white};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export interface SizeSelectorProps {
  /** The product's sizes, in the catalogue's order. */
  sizes: readonly string[];
  /** The chosen size, or null before the shopper picks one. */
  value: string | null;
  onChange: (size: string) => void;
  /** The group element, e.g. to move focus to the first size when Add to Cart needs one. */
  groupRef?: Ref<HTMLDivElement>;
}

/** Toggle buttons, one per size, in a group labelled "Select Size"; the chosen one is pressed. */
export function SizeSelector({ sizes, value, onChange, groupRef }: SizeSelectorProps) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId} ref={groupRef}>
      <Label id={labelId}>Select Size</Label>
      <Options>
        {sizes.map((size) => (
          <SizeButton key={size} type="button" aria-pressed={value === size} onClick={() => onChange(size)}>
            {size}
          </SizeButton>
        ))}
      </Options>
    </Group>
  );
}
