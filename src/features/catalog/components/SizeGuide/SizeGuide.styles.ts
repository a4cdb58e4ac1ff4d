import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Units = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
`;

export const UnitsLabel = styled.span`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
`;

export const UnitButton = styled.button`
  min-width: ${theme.size.control};
  min-height: ${theme.size.controlSm};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: ${theme.color.white};
  }
`;

/** The table scrolls sideways on a narrow phone instead of squeezing its figures. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** On a phone, where the table is wider than the screen. */
export const ScrollHint = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};

  ${theme.media.md} {
    display: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${theme.space.sm} ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    white-space: nowrap;
  }

  /* The size stays in view while the figures scroll sideways on a phone. */
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.color.surface};
  }

  ${theme.media.md} {
    th,
    td {
      padding: ${theme.space.sm} ${theme.space.md};
    }
  }

  thead th {
    font-size: ${theme.fontSize.sm};
    color: ${theme.color.inkMuted};
  }

  tbody th {
    font-weight: ${theme.fontWeight.bold};
  }
`;

export const YourSizeTag = styled.span`
  display: block;
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.regular};
  color: ${theme.color.success};
`;

export const SaveButton = styled.button`
  min-height: ${theme.size.controlSm};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.brand};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${theme.color.brand};
    color: ${theme.color.white};
  }
`;

export const HowTo = styled.section`
  margin-top: ${theme.space.xl};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSize.md};
  }

  dl {
    margin: 0;
    display: grid;
    gap: ${theme.space.sm};
  }

  dt {
    font-weight: ${theme.fontWeight.bold};
  }

  dd {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;

export const Note = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

export const Caption = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-weight: ${theme.fontWeight.bold};
`;
