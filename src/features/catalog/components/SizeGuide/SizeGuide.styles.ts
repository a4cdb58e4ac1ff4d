import styled from 'styled-components';

export const Units = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const UnitsLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const UnitButton = styled.button`
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.white};
  }
`;

/** The table scrolls sideways on a narrow phone instead of squeezing its figures. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** On a phone, where the table is wider than the screen. */
export const ScrollHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }

  /* The size stays in view while the figures scroll sideways on a phone. */
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.surface};
  }

  ${({ theme }) => theme.media.md} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    }
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.inkMuted};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const YourSizeTag = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.color.success};
`;

export const SaveButton = styled.button`
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.white};
  }
`;

export const HowTo = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
