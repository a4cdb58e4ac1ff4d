import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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
    ['Country of origin', facts.countryOfOrigin],
    [facts.maker.role, <PartyText key="maker" party={facts.maker.party} />],
  ];
  if (facts.packer) rows.push(['Packer', <PartyText key="packer" party={facts.packer} />]);
  rows.push(['Net quantity', facts.netQuantity]);
  if (facts.care !== undefined) rows.push(['Care', facts.care]);
  if (facts.manufactured !== undefined) rows.push(['Manufactured', facts.manufactured]);
  if (facts.bestBefore !== undefined) rows.push(['Best before', facts.bestBefore]);
  if (facts.ingredients !== undefined) rows.push(['Ingredients', facts.ingredients]);
  rows.push(
    ['Sold by', facts.soldBy],
    [
      'Returns',
      <>
        {facts.returns}. <Link to="/return-policy">Return Policy</Link>
      </>,
    ],
  );
  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>Product information</h2>
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
