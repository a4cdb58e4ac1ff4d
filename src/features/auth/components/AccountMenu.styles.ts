import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast} ease-out;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }

  ${({ theme }) => theme.media.reducedMotion} {
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
  ${({ theme }) => theme.media.md} {
    display: inline;
  }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
  & > svg {
    width: 1em;
    height: 1em;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;
