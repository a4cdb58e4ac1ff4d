import { useId } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { ShareBar } from './ShareBar';
import { FIT_ANSWERS, FIT_LABELS, type FitShares } from '../types';
import { fitAnswered } from '../words';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) 2.75rem;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Each answer's row: its label, a bar, its share; the bar and the share are one `dd`. */
const Row = styled.div`
  display: contents;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.ink};
`;

const Value = styled.dd`
  display: contents;
`;

const Share = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface FitSummaryProps {
  /** Whole percents of the reviews that answered 'How did it fit?', or null until 3 have. */
  shares: FitShares;
}

/**
 * 'Fit': 'Runs small', 'True to size' and 'Runs large' with their shares of the reviews that
 * answered the fit question (a term and its percentage, a bar beside it for the eye), or 'Not
 * enough fit answers yet'.
 */
export function FitSummary({ shares }: FitSummaryProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Fit')}</Heading>
      {shares !== null ? (
        <>
          <Rows>
            {FIT_ANSWERS.map((answer) => {
              const share = `${shares[answer]}%`;
              return (
                <Row key={answer}>
                  <Label>{t(FIT_LABELS[answer])}</Label>
                  <Value>
                    <ShareBar share={share} tone="brand" />
                    <Share>{share}</Share>
                  </Value>
                </Row>
              );
            })}
          </Rows>
          <Note>{fitAnswered(shares.answered)}</Note>
        </>
      ) : (
        <Note>{t('Not enough fit answers yet')}</Note>
      )}
    </Root>
  );
}
