import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import type { Party } from '../../brandFacts';
import type { ProductFacts } from '../../productFacts';

const Root = styled.section`
  padding-top: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xxxl};
  }

  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const Rows = styled.dl`
  max-width: 56rem;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};

    ${({ theme }) => theme.media.md} {
      grid-template-columns: 12rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.lg};
    }
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Address = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function PartyText({ party }: { party: Party }) {
  return (
    <>
      {party.name}
      <Address>{party.address}</Address>
    </>
  );
}

export interface ProductInformationProps {
  /** What the section says: productFacts(product, chosen size). */
  facts: ProductFacts;
}

/**
 * 'Product information' (issue 35): what an Indian shop must tell of a product, as a definition
 * list: country of origin, who made or imported it (and packed it), net quantity, care or the
 * pack's dates and ingredients, the seller, and the return window with a link to the Return Policy.
 */
export function ProductInformation({ facts }: ProductInformationProps) {
  const headingId = useId();
  const rows: [term: string, value: ReactNode][] = [
    [t('Country of origin'), facts.countryOfOrigin],
    [t(facts.maker.role), <PartyText key="maker" party={facts.maker.party} />],
  ];
  if (facts.packer) rows.push([t('Packer'), <PartyText key="packer" party={facts.packer} />]);
  rows.push([t('Net quantity'), facts.netQuantity]);
  if (facts.care !== undefined) rows.push([t('Care'), facts.care]);
  if (facts.manufactured !== undefined) rows.push([t('Manufactured'), facts.manufactured]);
  if (facts.bestBefore !== undefined) rows.push([t('Best before'), facts.bestBefore]);
  if (facts.ingredients !== undefined) rows.push([t('Ingredients'), facts.ingredients]);
  rows.push(
    [t('Sold by'), facts.soldBy],
    [
      t('Returns'),
      // One sentence with the link in it: Hindi ends the window's sentence with '।', not '.'.
      tNodes('{returns}. {policy}', {
        returns: facts.returns,
        policy: <Link to="/return-policy">{t('Return Policy')}</Link>,
      }),
    ],
  );
  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Product information')}</h2>
      <Rows>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Rows>
    </Root>
  );
}
