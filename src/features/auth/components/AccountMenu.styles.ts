import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: ${theme.size.control};
  height: ${theme.size.control};
  padding: 0 ${theme.space.sm};
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;
  transition: background-color ${theme.duration.fast} ease-out;

  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

/** The first name beside the icon: shown from the md breakpoint, the accessible name carries it always. */
export const TriggerName = styled.span`
  display: none;
  max-width: 8em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${theme.media.md} {
    display: inline;
  }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: none;
  ${theme.media.md} {
    display: inline-flex;
  }
  & > svg {
    width: 1em;
    height: 1em;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;
