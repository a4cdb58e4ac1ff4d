import { useId, useRef } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { IconButton, MinusIcon, PlusIcon } from '@/shared/ui';

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

const Controls = styled.div`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};

  button:disabled {
    background: transparent;
    border-color: transparent;
  }
`;

const Value = styled.span`
  min-width: ${({ theme }) => theme.space.xxl};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Lowest quantity (default 1): the minus button is disabled there. */
  min?: number;
  /** Highest quantity, if any. */
  max?: number;
  /** Visible label of the group (default "Quantity"). */
  label?: string;
  /** Both buttons disabled (a product with no size left to buy). */
  disabled?: boolean;
}

/** "Decrease quantity" / "Increase quantity" around the number; never below `min`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = t('Quantity'),
  disabled = false,
}: QuantityStepperProps) {
  const labelId = useId();
  const increaseRef = useRef<HTMLButtonElement>(null);
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Controls>
        <IconButton
          label={t('Decrease quantity')}
          disabled={disabled || atMin}
          onClick={() => {
            const next = Math.max(min, value - 1);
            onChange(next);
            // The minus button is about to be disabled: keep keyboard focus on the stepper.
            if (next <= min) increaseRef.current?.focus();
          }}
        >
          <MinusIcon />
        </IconButton>
        <Value aria-live="polite" aria-atomic="true">
          {value}
        </Value>
        <IconButton
          ref={increaseRef}
          label={t('Increase quantity')}
          disabled={disabled || atMax}
          onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
        >
          <PlusIcon />
        </IconButton>
      </Controls>
    </Group>
  );
}
