import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t, word, type WordKey, type WordValues } from '@/shared/i18n';
import { FREE_SHIPPING_THRESHOLD, RETURN_DAYS } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@/shared/ui';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  text-align: center;
  svg {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The badges' words, in English with their placeholders' values: shown in the page's edition. */
const BADGES: readonly { title: WordKey; text: WordKey; values?: WordValues; icon: ReactNode }[] = [
  {
    title: word('Free Shipping'),
    text: word('On orders over {amount}'),
    values: { amount: formatINR(FREE_SHIPPING_THRESHOLD) },
    icon: <TruckIcon />,
  },
  {
    title: word('Easy Returns'),
    text: word('Within {days} days'),
    values: { days: RETURN_DAYS },
    icon: <ReturnIcon />,
  },
  { title: word('Secure Payment'), text: word('Card, UPI or COD'), icon: <ShieldIcon /> },
];

/** The product page's promises: Free Shipping, Easy Returns, Secure Payment. */
export function ServiceBadges({ className }: { className?: string }) {
  return (
    <List className={className} aria-label={t('Our promises')}>
      {BADGES.map((b) => (
        <Item key={b.title}>
          {b.icon}
          <Title>{t(b.title)}</Title>
          <Text>{t(b.text, b.values)}</Text>
        </Item>
      ))}
    </List>
  );
}
