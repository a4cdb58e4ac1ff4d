import styled, { css } from 'styled-components';
import type { StepState } from '../timeline';

/**
 * The parts of a status timeline (OrderTimeline: an order's or a return's road; ComplaintTimeline:
 * a complaint's promises), one look for both: an ordered list of steps, each a dot (ticked once
 * reached, else its number) beside its label and details.
 */

/** The steps in a column; `$row`: side by side from the md breakpoint (an order's three steps). */
export const TimelineList = styled.ol<{ $row?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme, $row }) =>
    $row &&
    css`
      ${theme.media.md} {
        flex-direction: row;
        gap: ${theme.space.md};
      }
    `}
`;

export const TimelineStep = styled.li<{ $state: StepState }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  flex: 1;
  align-items: flex-start;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.inkMuted : theme.color.ink)};
`;

/** The step's dot; `$stop`: a step that ends the road early (Cancelled), in the danger colour. */
export const TimelineDot = styled.span<{ $state: StepState; $stop?: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $state, $stop, theme }) => {
    if ($state === 'upcoming') return undefined;
    const [strong, soft] = $stop
      ? [theme.color.danger, theme.color.dangerSoft]
      : [theme.color.success, theme.color.successSoft];
    return css`
      border-color: ${strong};
      background: ${$state === 'done' ? strong : soft};
      color: ${$state === 'done' ? theme.color.white : strong};
    `;
  }}
`;

export const TimelineLabel = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const TimelineDetail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;
