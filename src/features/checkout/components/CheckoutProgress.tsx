import styled, { css } from 'styled-components';
import { t, word } from '@/shared/i18n';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';

/** The steps: their keys, and their names (English keys of their Hindi, shown with t()). */
export const CHECKOUT_STEPS = [
  { key: 'shipping', label: word('Shipping') },
  { key: 'payment', label: word('Payment') },
  { key: 'review', label: word('Review') },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['key'];

type StepState = 'done' | 'current' | 'upcoming';

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $state: StepState }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 4px solid
    ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.border : theme.color.brand)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.inkMuted : theme.color.ink)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeight.bold : theme.fontWeight.medium)};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $state, theme }) =>
    $state !== 'upcoming' &&
    css`
      border-color: ${theme.color.brand};
      background: ${$state === 'done' ? theme.color.brand : theme.color.brandSoft};
      color: ${$state === 'done' ? theme.color.white : theme.color.brand};
    `}
`;

export interface CheckoutProgressProps {
  current: CheckoutStep;
}

/** Shipping → Payment → Review as an ordered list; the current step has aria-current="step". */
export function CheckoutProgress({ current }: CheckoutProgressProps) {
  const currentIndex = CHECKOUT_STEPS.findIndex((s) => s.key === current);
  return (
    <List aria-label={t('Checkout progress')}>
      {CHECKOUT_STEPS.map((step, index) => {
        const state: StepState =
          index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <Step key={step.key} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? <CheckIcon size="1em" /> : index + 1}
            </Marker>
            <span>
              <VisuallyHidden>
                {t('Step {step} of {count}:', { step: index + 1, count: CHECKOUT_STEPS.length })}{' '}
              </VisuallyHidden>
              {t(step.label)}
              {state === 'done' && <VisuallyHidden> {t('(completed)')}</VisuallyHidden>}
            </span>
          </Step>
        );
      })}
    </List>
  );
}
