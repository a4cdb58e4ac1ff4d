import styled, { css } from 'styled-components';
import { CheckIcon, VisuallyHidden } from '@/shared/ui';
import type { Order, OrderStatus } from '../ordersSlice';

const STEPS: readonly { status: OrderStatus; label: string; detail: string }[] = [
  { status: 'processing', label: 'Processing', detail: 'We have your order and are packing it.' },
  { status: 'shipped', label: 'Shipped', detail: 'Your order is on its way.' },
  { status: 'delivered', label: 'Delivered', detail: 'Your order has arrived.' },
];

type StepState = 'done' | 'current' | 'upcoming';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  flex: 1;
  align-items: flex-start;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.inkMuted : theme.color.ink)};
`;

const Dot = styled.span<{ $state: StepState }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $state, theme }) =>
    $state !== 'upcoming' &&
    css`
      border-color: ${theme.color.success};
      background: ${$state === 'done' ? theme.color.success : theme.color.successSoft};
      color: ${$state === 'done' ? theme.color.white : theme.color.success};
    `}
`;

const Label = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Detail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface OrderTimelineProps {
  status: Order['status'];
}

const SR_STATE: Record<StepState, string> = {
  done: ' (done)',
  current: ' (current status)',
  upcoming: ' (not yet)',
};

/**
 * Track Order: Processing → Shipped → Delivered as an ordered list; steps reached are ticked and the
 * order's current status has aria-current="step". An unknown status reaches no step.
 */
export function OrderTimeline({ status }: OrderTimelineProps) {
  const reached = STEPS.findIndex((s) => s.status === status);
  const stateOf = (index: number): StepState =>
    reached < 0 || index > reached ? 'upcoming' : index === reached ? 'current' : 'done';
  return (
    <div>
      <List aria-label="Order status">
        {STEPS.map((step, index) => {
          const state = stateOf(index);
          return (
            <Step key={step.status} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot $state={state} aria-hidden="true">
                {state === 'upcoming' ? index + 1 : <CheckIcon />}
              </Dot>
              <span>
                <Label>
                  {step.label}
                  <VisuallyHidden>{SR_STATE[state]}</VisuallyHidden>
                </Label>
                <Detail>{step.detail}</Detail>
              </span>
            </Step>
          );
        })}
      </List>
      {reached < 0 && <Note>We cannot show where this order is right now. Please contact support.</Note>}
    </div>
  );
}
