import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t, word, type WordKey } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { OPTIONAL_KINDS, type OptionalKind } from '@/shared/lib/consent';
import { Button, Container, Dialog, PageHeader } from '@/shared/ui';
import { formatBytes, OPTIONAL_NAMES, type StoredDataRow } from './deviceData';
import {
  Actions,
  Sections,
  Status,
  SwitchButton,
  Switches,
  SwitchName,
  Table,
  TableScroll,
} from './PrivacyCentre.styles';

/** Why each optional kind is worth keeping: the line under its switch (in English: t() it). */
export const OPTIONAL_WHY: Record<OptionalKind, WordKey> = {
  recentlyViewed: word('Shows the products you looked at, so you can find them again.'),
  mySizes: word('Picks the size you saved in the size guide on product pages.'),
  stockAlerts: word('Tells you when a sold-out size you asked for is back in stock.'),
  pincode: word('Shows delivery to your pincode without typing it again.'),
};

/** In English: the page shows it in its edition. */
export const DELETED_MESSAGE = word('Your data has been deleted');

export interface PrivacyCentreProps {
  /** What this device holds, a row per kind of data (deviceData.ts). */
  rows: readonly StoredDataRow[];
  /** Whether each optional kind is on. */
  allowed: Readonly<Record<OptionalKind, boolean>>;
  /** A switch turned on or off. */
  onSwitch: (kind: OptionalKind, on: boolean) => void;
  /** 'Download my data'. */
  onDownload: () => void;
  /** 'Delete everything', in the dialog: resolves once the data is gone. */
  onDelete: () => Promise<void> | void;
  /** The data was deleted: the page says so (a status message). */
  deleted: boolean;
  /** Stories: the dialog open from the start. */
  defaultDialogOpen?: boolean;
}

/**
 * The Privacy Centre (issue 35): what the shop keeps on this device, key by key, switches for the
 * optional data, and the shopper's copy or erasure of all of it.
 */
export function PrivacyCentre({
  rows,
  allowed,
  onSwitch,
  onDownload,
  onDelete,
  deleted,
  defaultDialogOpen = false,
}: PrivacyCentreProps) {
  const [asking, setAsking] = useState(defaultDialogOpen);
  const confirm = async () => {
    await onDelete();
    setAsking(false);
  };
  return (
    <Container>
      <PageHeader
        title={t('Privacy Centre')}
        subtitle={t('What Rangoli keeps on this device, and your say over it.')}
        focusable
      />
      <Sections>
        <section aria-labelledby="privacy-centre-kept">
          <h2 id="privacy-centre-kept">{t('What is kept')}</h2>
          <p>
            {tNodes(
              'Everything stays in this browser: nothing you do here leaves this device. The {policy} says why each is kept.',
              { policy: <Link to="/privacy">{t('Privacy Policy')}</Link> },
            )}
          </p>
          <TableScroll>
            <Table>
              <caption>{t('Your data on this device')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Data')}</th>
                  <th scope="col">{t('What is kept')}</th>
                  <th scope="col">{t('Size')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.amount}</td>
                    <td>{formatBytes(row.bytes)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </section>
        <section aria-labelledby="privacy-centre-optional">
          <h2 id="privacy-centre-optional">{t('Optional data')}</h2>
          <p>{t('Turn one off and what is kept of it is erased at once.')}</p>
          <Switches>
            {OPTIONAL_KINDS.map((kind) => (
              <li key={kind}>
                <div>
                  <SwitchName id={`switch-${kind}`}>{t(OPTIONAL_NAMES[kind])}</SwitchName>
                  <p id={`switch-${kind}-why`}>{t(OPTIONAL_WHY[kind])}</p>
                </div>
                <SwitchButton
                  type="button"
                  role="switch"
                  aria-checked={allowed[kind]}
                  aria-labelledby={`switch-${kind}`}
                  aria-describedby={`switch-${kind}-why`}
                  onClick={() => onSwitch(kind, !allowed[kind])}
                />
              </li>
            ))}
          </Switches>
        </section>
        <section aria-labelledby="privacy-centre-yours">
          <h2 id="privacy-centre-yours">{t('Your data')}</h2>
          <p>
            {t(
              'Take a copy of everything kept here, as a file you can read, or delete all of it. Deleting signs you out in every tab; your privacy choice stays.',
            )}
          </p>
          <Actions>
            <Button variant="secondary" onClick={onDownload}>
              {t('Download my data')}
            </Button>
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t('Delete my data')}
            </Button>
          </Actions>
          <Status role="status">{deleted ? t(DELETED_MESSAGE) : ''}</Status>
        </section>
      </Sections>
      <Dialog
        open={asking}
        role="alertdialog"
        title={t('Delete everything Rangoli keeps on this device?')}
        description={t(
          'Your account, cart, wishlist, orders, complaints, reviews and optional data go, in every open tab. This cannot be undone.',
        )}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('Cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()}>
              {t('Delete everything')}
            </Button>
          </>
        }
      />
    </Container>
  );
}
