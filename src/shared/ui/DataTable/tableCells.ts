import { css } from 'styled-components';

/**
 * The cells of a table of facts (the information pages' tables, the Privacy Centre's table of what
 * the device keeps): left-aligned, top-aligned, ruled between rows. A mixin for a table's own
 * styles, which keep their header colours and widths.
 */
export const tableCellStyles = css`
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;
