import styled from 'styled-components';
import { tableCellStyles } from '@/shared/ui';
import { theme } from '@/shared/theme';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxl};
  max-width: 48rem;
  padding-bottom: ${theme.space.xxl};

  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
`;

/** Wide enough for the phone: the table scrolls within itself rather than the page sideways. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};

  caption {
    text-align: left;
    font-weight: ${theme.fontWeight.bold};
    font-size: ${theme.fontSize.md};
    padding-bottom: ${theme.space.sm};
  }
  ${tableCellStyles}
  thead th {
    color: ${theme.color.inkMuted};
    font-weight: ${theme.fontWeight.medium};
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    white-space: nowrap;
  }
`;

export const Switches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};

  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${theme.space.lg};
    padding-block: ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.border};
  }
  li p {
    margin: 0;
    color: ${theme.color.inkMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

export const SwitchName = styled.span`
  display: block;
  font-weight: ${theme.fontWeight.medium};
`;

/** A switch: a track with a knob, on to the right in the brand's colour; 44 px tall to tap. */
export const SwitchButton = styled.button`
  flex: none;
  position: relative;
  width: 3.25rem;
  min-height: ${theme.size.control};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: 50% 0 auto;
    height: 1.75rem;
    transform: translateY(-50%);
    border-radius: ${theme.radius.pill};
    border: 2px solid ${theme.color.borderStrong};
    background: ${theme.color.surfaceSunken};
  }
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.3125rem;
    width: 1.125rem;
    height: 1.125rem;
    transform: translateY(-50%);
    border-radius: 50%;
    background: ${theme.color.inkMuted};
    transition: left 0.15s ease;
  }
  &[aria-checked='true']::before {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
  }
  &[aria-checked='true']::after {
    left: calc(100% - 1.4375rem);
    background: ${theme.color.white};
  }
  ${theme.media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export const Status = styled.p`
  &:not(:empty) {
    margin-top: ${theme.space.md};
    padding: ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.color.successSoft};
    color: ${theme.color.success};
  }
`;
