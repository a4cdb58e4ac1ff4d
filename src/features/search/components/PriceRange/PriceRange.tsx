import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getTrackBackground, Range } from 'react-range';
import styled, { useTheme } from 'styled-components';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/lib/catalogOptions';
import { t, word } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';

const THUMB_LABELS = [word('Minimum price'), word('Maximum price')] as const;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Readout = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 -${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.ink};
`;

const TrackArea = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.size.control};
  touch-action: none;
`;

const Track = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Thumb = styled.div`
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.brand};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface PriceRangeProps {
  /** The committed range, [min, max] in rupees. */
  value: readonly [number, number];
  /** Called once a drag ends or a key is released (not on every step), with the new range. */
  onChange: (range: [number, number]) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
}

/**
 * A two-thumb price slider (react-range): sliders named "Minimum price" and "Maximum price",
 * values read out in rupees (aria-valuetext "₹1,000"); arrows move ₹100, Page Up/Down ₹1,000,
 * Home/End jump to the ends. The thumbs cannot cross. While dragging only the readout changes;
 * `onChange` fires when the shopper lets go.
 */
export function PriceRange({
  value,
  onChange,
  min = PRICE_MIN,
  max = PRICE_MAX,
  step = PRICE_STEP,
  disabled = false,
}: PriceRangeProps) {
  const theme = useTheme();
  const [draft, setDraft] = useState<[number, number]>([value[0], value[1]]);
  const [committed, setCommitted] = useState(value);
  // A new value from outside (a quick pick, Clear All, Back) replaces the draft.
  if (committed[0] !== value[0] || committed[1] !== value[1]) {
    setCommitted(value);
    setDraft([value[0], value[1]]);
  }

  const commit = (values: number[]) => {
    const next: [number, number] = [values[0] ?? min, values[1] ?? max];
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  };
  // The slider's handlers call the latest `commit` (the caller's latest `onChange`), so that the
  // slider itself renders again only when what it shows changes: react-range measures its track
  // after every update (a forced layout), and the panel renders again with every answer of the
  // listing (a sort, a filter, Load more).
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });

  const slider = useMemo(() => {
    const jumpToEnd = (index: number) => (event: KeyboardEvent) => {
      if (event.key !== 'Home' && event.key !== 'End') return;
      event.preventDefault();
      const next: [number, number] = [...draft];
      if (index === 0) next[0] = event.key === 'Home' ? min : draft[1];
      else next[1] = event.key === 'End' ? max : draft[0];
      setDraft(next);
      latestCommit.current(next);
    };
    return (
      <Range
        values={draft}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(values) => setDraft([values[0] ?? min, values[1] ?? max])}
        onFinalChange={(values) => latestCommit.current(values)}
        renderTrack={({ props, children }) => (
          <TrackArea onMouseDown={props.onMouseDown} onTouchStart={props.onTouchStart}>
            <Track
              ref={props.ref}
              style={{
                ...props.style,
                background: getTrackBackground({
                  values: draft,
                  colors: [theme.color.border, theme.color.brand, theme.color.border],
                  min,
                  max,
                }),
              }}
            >
              {children}
            </Track>
          </TrackArea>
        )}
        renderThumb={({ props, index, value: thumbValue }) => {
          const { key, onKeyDown, ...thumbProps } = props;
          return (
            <Thumb
              key={key}
              {...thumbProps}
              aria-label={t(THUMB_LABELS[index === 0 ? 0 : 1])}
              aria-labelledby={undefined}
              aria-valuetext={formatINR(thumbValue)}
              aria-disabled={disabled || undefined}
              onKeyDown={(event) => {
                jumpToEnd(index)(event);
                if (!event.defaultPrevented) onKeyDown(event);
              }}
            />
          );
        }}
      />
    );
  }, [draft, min, max, step, disabled, theme]);

  return (
    <Root>
      <Readout aria-hidden="true">
        <span>{formatINR(draft[0])}</span>
        <span>{formatINR(draft[1])}</span>
      </Readout>
      {slider}
    </Root>
  );
}
