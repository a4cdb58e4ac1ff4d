import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t, word, type WordKey, type WordValues } from '@/shared/i18n';
import { FREE_SHIPPING_THRESHOLD, RETURN_DAYS } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { Container, HeadsetIcon, ReturnIcon, ShieldIcon, TruckIcon, VisuallyHidden } from '@/shared/ui';

const Band = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border-block: 1px solid ${({ theme }) => theme.color.border};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const IconBubble = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** A benefit's words, in English with the values of their placeholders: shown in the page's edition. */
interface Benefit {
  title: WordKey;
  text: WordKey;
  values?: WordValues;
  icon: ReactNode;
}

export const BENEFITS: readonly Benefit[] = [
  {
    title: word('Free Shipping'),
    text: word('On orders over {amount}'),
    values: { amount: formatINR(FREE_SHIPPING_THRESHOLD) },
    icon: <TruckIcon />,
  },
  { title: word('Secure Payment'), text: word('Cards, UPI and Cash on Delivery'), icon: <ShieldIcon /> },
  {
    title: word('Easy Returns'),
    text: word('{days}-day return policy'),
    values: { days: RETURN_DAYS },
    icon: <ReturnIcon />,
  },
  { title: word('24/7 Support'), text: word('Write to us any time, day or night'), icon: <HeadsetIcon /> },
];

export interface BenefitsStripProps {
  /** The strip's heading, read by screen readers (the band speaks for itself visually). */
  heading?: string;
}

/** Free Shipping, Secure Payment, Easy Returns, 24/7 Support: a section labelled by its heading. */
export function BenefitsStrip({ heading = t('Why shop with Rangoli') }: BenefitsStripProps) {
  return (
    <Band aria-labelledby="benefits-heading">
      <VisuallyHidden as="h2" id="benefits-heading">
        {heading}
      </VisuallyHidden>
      <Container>
        <List>
          {BENEFITS.map((b) => (
            <Item key={b.title}>
              <IconBubble aria-hidden="true">{b.icon}</IconBubble>
              <div>
                <Title>{t(b.title)}</Title>
                <Text>{t(b.text, b.values)}</Text>
              </div>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}
