import styled from 'styled-components';
import { tableCellStyles } from '@/shared/ui';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 48rem;
  padding-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** Wide enough for the phone: the table scrolls within itself rather than the page sideways. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-size: ${({ theme }) => theme.fontSize.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  ${tableCellStyles}
  thead th {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
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
  gap: ${({ theme }) => theme.space.md};

  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.lg};
    padding-block: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const SwitchName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** A switch: a track with a knob, on to the right in the brand's colour; 44 px tall to tap. */
export const SwitchButton = styled.button`
  flex: none;
  position: relative;
  width: 3.25rem;
  min-height: ${({ theme }) => theme.size.control};
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
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surfaceSunken};
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
    background: ${({ theme }) => theme.color.inkMuted};
    transition: left 0.15s ease;
  }
  &[aria-checked='true']::before {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
  }
  &[aria-checked='true']::after {
    left: calc(100% - 1.4375rem);
    background: ${({ theme }) => theme.color.white};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export const Status = styled.p`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
`;
