import styled from 'styled-components';

/** The Foundations pages' shared parts: tables of tokens, swatches and samples, all from the tokens. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.ink};
  font-family: ${({ theme }) => theme.font.body};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: start;
    padding-block: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: middle;
  }

  th {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  inline-size: ${({ theme }) => theme.size.controlSm};
  block-size: ${({ theme }) => theme.size.controlSm};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ $colour }) => $colour};
  vertical-align: middle;
`;

/** A sample of a colour on a surface: its text, or (interface, decoration) a bordered box. */
export const Sample = styled.span<{ $colour: string; $surface: string; $as: 'text' | 'line' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $surface }) => $surface};
  color: ${({ $colour }) => $colour};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $as, $colour, theme }) =>
    $as === 'line' &&
    `box-shadow: inset 0 0 0 ${theme.space.xxs} ${$colour}; block-size: ${theme.size.controlSm};`}
`;

export const Verdict = styled.span<{ $passes: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme, $passes }) => ($passes ? theme.color.success : theme.color.danger)};
`;

export const Bar = styled.span<{ $size: string }>`
  display: block;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brand};
`;

export const RadiusBox = styled.span<{ $radius: string }>`
  display: block;
  inline-size: ${({ theme }) => theme.size.control};
  block-size: ${({ theme }) => theme.size.control};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.color.brandSoft};
`;

export const ShadowBox = styled.span<{ $shadow: string }>`
  display: block;
  inline-size: ${({ theme }) => theme.size.control};
  block-size: ${({ theme }) => theme.size.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ $shadow }) => $shadow};
`;

/** Sample text set in one family, size, weight or line height of the tokens. */
export const Specimen = styled.td<{
  $family?: string;
  $size?: string;
  $weight?: number;
  $lineHeight?: number;
}>`
  font-family: ${({ theme, $family }) => $family ?? theme.font.body};
  font-size: ${({ theme, $size }) => $size ?? theme.fontSize.lg};
  font-weight: ${({ theme, $weight }) => $weight ?? theme.fontWeight.regular};
  line-height: ${({ theme, $lineHeight }) => $lineHeight ?? theme.lineHeight.tight};
  ${({ $lineHeight }) => $lineHeight !== undefined && 'max-inline-size: 20ch;'}
`;
