import { Link } from 'react-router-dom';
import { Button, Container } from '@/shared/ui';
import { Actions, Group, Groups, Items, Notice, Title } from './ConsentNotice.styles';

export interface ConsentNoticeProps {
  /** 'Allow all': the optional data too. */
  onAllowAll: () => void;
  /** 'Only what is needed': nothing optional is kept or shown. */
  onOnlyNeeded: () => void;
}

/** What the shop keeps on this device to work at all. */
export const NEEDED_DATA = [
  'Your cart',
  'Your wishlist',
  'Your account, orders and complaints',
  'Your reviews',
] as const;

/** What it keeps only if the shopper allows it. */
export const OPTIONAL_DATA = [
  'Products you viewed recently',
  'Your sizes',
  'Back-in-stock alerts',
  'Your delivery pincode',
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
        <Title id="consent-title">Your data on this device</Title>
        <p>Rangoli keeps your shopping in this browser. Nothing you do here leaves this device.</p>
        <Groups>
          <Group>
            <h3 id="consent-needed">Needed for the shop to work</h3>
            <Items aria-labelledby="consent-needed">
              {NEEDED_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Items>
          </Group>
          <Group>
            <h3 id="consent-optional">Optional, to make shopping easier</h3>
            <Items aria-labelledby="consent-optional">
              {OPTIONAL_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Items>
          </Group>
        </Groups>
        <Actions>
          <Button variant="secondary" onClick={onAllowAll}>
            Allow all
          </Button>
          <Button variant="secondary" onClick={onOnlyNeeded}>
            Only what is needed
          </Button>
          <p>
            Change it any time in the <Link to="/privacy-centre">Privacy Centre</Link>.
          </p>
        </Actions>
      </Container>
    </Notice>
  );
}
