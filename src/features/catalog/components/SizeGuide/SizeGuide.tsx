import { useId, useState } from 'react';
import { t, translate, word } from '@/shared/i18n';
import { Button, Dialog } from '@/shared/ui';
import { HOW_TO_MEASURE, MEASURE_LABELS, formatFigure, type SizeChart, type Unit } from '../../sizeCharts';
import {
  Caption,
  HowTo,
  Note,
  SaveButton,
  ScrollHint,
  Table,
  TableScroll,
  UnitButton,
  Units,
  UnitsLabel,
  YourSizeTag,
} from './SizeGuide.styles';

export interface SizeGuideProps {
  /** The product's chart (its own sizes): sizeChartFor(product). */
  chart: SizeChart;
  /** The size the shopper saved for this kind of garment, or null. */
  yourSize: string | null;
  /**
   * 'Save {size} as my size' (pressed again on the saved size, it forgets it). Absent when the
   * shopper chose not to keep optional data: the table then has no 'My size' column.
   */
  onSaveSize?: (size: string) => void;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

const UNIT_NAMES = { in: word('inches'), cm: word('centimetres') } as const;

/**
 * 'Size guide': a button that opens a dialog named 'Size guide' with the product's chart (a table
 * with a caption and column headers: its sizes, their Indian, UK and US equivalents where they
 * differ, and body measurements), the chart's note where it has one (a saree is free size), an
 * 'in' / 'cm' toggle that converts every figure, a 'Save {size} as my size' button on each row,
 * and 'How to measure'. Escape and 'Close' close it, and focus returns to 'Size guide'.
 */
export function SizeGuide({ chart, yourSize, onSaveSize, defaultOpen = false }: SizeGuideProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [unit, setUnit] = useState<Unit>('in');
  const unitsId = useId();
  const noteId = `${unitsId}-note`;
  const howId = `${unitsId}-how`;
  // The chart's words are English data (sizeCharts.ts): shown in the page's edition.
  const caption = t('{chart}, body measurements in {unit}', {
    chart: translate(chart.title),
    unit: t(UNIT_NAMES[unit]),
  });
  return (
    <>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('Size guide')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Size guide')}
        wide
        description={t(
          'Measure yourself, then pick the size whose figures are nearest yours. Between two sizes, choose the larger one.',
        )}
      >
        <Units role="group" aria-labelledby={unitsId}>
          <UnitsLabel id={unitsId}>{t('Units')}</UnitsLabel>
          {(['in', 'cm'] as const).map((u) => (
            <UnitButton key={u} type="button" aria-pressed={unit === u} onClick={() => setUnit(u)}>
              {u}
            </UnitButton>
          ))}
        </Units>
        {/* The caption, shown above the scrolling table so it stays readable on a phone. */}
        <Caption aria-hidden="true">{caption}</Caption>
        {/* What the figures alone do not say (a saree is free size: only its blouse is sized). */}
        {chart.note && <Note id={noteId}>{translate(chart.note)}</Note>}
        <ScrollHint>{t('Scroll sideways for every measurement and to save your size.')}</ScrollHint>
        <TableScroll>
          <Table aria-describedby={chart.note ? noteId : undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Size')}</th>
                {chart.systems.map((system) => (
                  <th key={system} scope="col">
                    {translate(system)}
                  </th>
                ))}
                {chart.measures.map((measure) => (
                  <th key={measure} scope="col">
                    {translate(MEASURE_LABELS[measure])}
                  </th>
                ))}
                {onSaveSize && <th scope="col">{t('My size')}</th>}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">
                    {row.size}
                    {row.size === yourSize && <YourSizeTag>{t('Your size')}</YourSizeTag>}
                  </th>
                  {chart.systems.map((system) => (
                    <td key={system}>{row.systems[system]}</td>
                  ))}
                  {chart.measures.map((measure) => {
                    const figure = row.figures[measure];
                    return <td key={measure}>{figure === undefined ? '–' : formatFigure(figure, unit)}</td>;
                  })}
                  {onSaveSize && (
                    <td>
                      <SaveButton
                        type="button"
                        aria-pressed={row.size === yourSize}
                        onClick={() => onSaveSize(row.size)}
                      >
                        {t('Save {size} as my size', { size: row.size })}
                      </SaveButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <Note>
          {t('Your saved size is marked on every product of this kind. You always choose the size yourself.')}
        </Note>
        <HowTo aria-labelledby={howId}>
          <h3 id={howId}>{t('How to measure')}</h3>
          <dl>
            {chart.measures.map((measure) => (
              <div key={measure}>
                <dt>{translate(MEASURE_LABELS[measure])}</dt>
                <dd>{translate(HOW_TO_MEASURE[measure])}</dd>
              </div>
            ))}
          </dl>
        </HowTo>
      </Dialog>
    </>
  );
}
