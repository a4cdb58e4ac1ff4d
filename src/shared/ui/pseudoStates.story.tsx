import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Story-only: the design system's "States" stories (Design system/Button › States...). Each row
 * draws one kind of a control four times, one column per interaction state; storybook-addon-pseudo-
 * states forces each column's pseudo-classes on its cells' controls only (`pseudoStates`), so the
 * four states sit side by side and the visual tests hold each of them.
 *
 * The addon rewrites the stylesheets (`:hover` also matches a `.pseudo-hover` class): it shows the
 * shop's own styles of each state, never the browser's (a native checkbox's hover tint).
 */

export const INTERACTION_STATES = ['default', 'hover', 'focus-visible', 'active'] as const;
export type InteractionState = (typeof INTERACTION_STATES)[number];

const STATE_NAMES: Readonly<Record<InteractionState, string>> = {
  default: 'Default',
  hover: 'Hover',
  'focus-visible': 'Focus (keyboard)',
  active: 'Active (pressed)',
};

/**
 * The `parameters.pseudo` of a States story: `targets` (CSS selectors of the controls inside a
 * cell, `button`, `input`...) forced into each column's state. Focus by keyboard is `:focus` and
 * `:focus-visible`; a press is `:active` under the pointer, so `:hover` too.
 */
export function pseudoStates(...targets: string[]) {
  const inColumn = (state: InteractionState) => targets.map((target) => `[data-state='${state}'] ${target}`);
  return {
    hover: [...inColumn('hover'), ...inColumn('active')],
    focus: inColumn('focus-visible'),
    focusVisible: inColumn('focus-visible'),
    active: inColumn('active'),
  };
}

const Table = styled.table<{ $cellWidth?: string }>`
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.ink};

  caption {
    padding-bottom: ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  th {
    padding: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.inkMuted};
    text-align: left;
    white-space: nowrap;
  }
  td {
    width: ${({ $cellWidth }) => $cellWidth ?? 'auto'};
    padding: ${({ theme }) => theme.space.md};
    vertical-align: top;
  }
`;

export interface StatesRow {
  /** The row's header: the kind of the control ("Primary", "With an error"). */
  name: string;
  /** The control, drawn once in each column. */
  render: (state: InteractionState) => ReactNode;
}

export interface StatesTableProps {
  /** What the table shows, e.g. "Button in each state". */
  caption: string;
  rows: readonly StatesRow[];
  /** Each cell's width, for controls as wide as their box (fields, selects); else as wide as the control. */
  cellWidth?: string;
}

/** The rows of a control, each drawn in every state: Default, Hover, Focus (keyboard), Active (pressed). */
export function StatesTable({ caption, rows, cellWidth }: StatesTableProps) {
  return (
    <Table $cellWidth={cellWidth}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Kind</span>
          </th>
          {INTERACTION_STATES.map((state) => (
            <th key={state} scope="col">
              {STATE_NAMES[state]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            {INTERACTION_STATES.map((state) => (
              <td key={state} data-state={state}>
                {row.render(state)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
