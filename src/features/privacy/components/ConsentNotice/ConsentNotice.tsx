import { Link } from 'react-router-dom';
import { t, word } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { Button, Container } from '@/shared/ui';
import { Actions, Group, Groups, Items, Notice, Title } from './ConsentNotice.styles';

export interface ConsentNoticeProps {
  /** 'Allow all': the optional data too. */
  onAllowAll: () => void;
  /** 'Only what is needed': nothing optional is kept or shown. */
  onOnlyNeeded: () => void;
}

/** What the shop keeps on this device to work at all (in English: shown in the page's edition). */
export const NEEDED_DATA = [
  word('Your cart'),
  word('Your wishlist'),
  word('Your account, orders and complaints'),
  word('Your reviews'),
] as const;

/** What it keeps only if the shopper allows it. */
export const OPTIONAL_DATA = [
  word('Products you viewed recently'),
  word('Your sizes'),
  word('Back-in-stock alerts'),
  word('Your delivery pincode'),
] as const;

/**
 * The first visit's notice (issue 35), a section in the page's flow, never a dialog: what the shop
 * keeps, item by item and why, that nothing leaves the device, and two buttons of the same weight.
 * Nothing is ticked in advance, and shopping goes on around it.
 */
export function ConsentNotice({ onAllowAll, onOnlyNeeded }: ConsentNoticeProps) {
  return (
    <Notice aria-labelledby="consent-title">
      <Container>
        <Title id="consent-title">{t('Your data on this device')}</Title>
        <p>{t('Rangoli keeps your shopping in this browser. Nothing you do here leaves this device.')}</p>
        <Groups>
          <Group>
            <h3 id="consent-needed">{t('Needed for the shop to work')}</h3>
            <Items aria-labelledby="consent-needed">
              {NEEDED_DATA.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </Items>
          </Group>
          <Group>
            <h3 id="consent-optional">{t('Optional, to make shopping easier')}</h3>
            <Items aria-labelledby="consent-optional">
              {OPTIONAL_DATA.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </Items>
          </Group>
        </Groups>
        <Actions>
          <Button variant="secondary" onClick={onAllowAll}>
            {t('Allow all')}
          </Button>
          <Button variant="secondary" onClick={onOnlyNeeded}>
            {t('Only what is needed')}
          </Button>
          <p>
            {tNodes('Change it any time in the {privacyCentre}.', {
              privacyCentre: <Link to="/privacy-centre">{t('Privacy Centre')}</Link>,
            })}
          </p>
        </Actions>
      </Container>
    </Notice>
  );
}
