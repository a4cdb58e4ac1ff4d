import { useId } from 'react';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { BUSINESS_HOURS, CONTACT } from '@/shared/lib/constants';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  address {
    font-style: normal;
  }
  p {
    margin: 0;
  }
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  div {
    display: contents;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
  }
`;

/**
 * The shop's address, phone, email and business hours (constants CONTACT and BUSINESS_HOURS). The
 * links' addresses are joined with +, not template literals: i18n.test.ts finds the texts by a
 * pattern that template literals (their placeholders) throw out of step.
 */
export function ContactDetails() {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Get in touch')}</h2>
      <div>
        <h3>{t('Address')}</h3>
        <address>{CONTACT.address}</address>
      </div>
      <div>
        <h3>{t('Phone')}</h3>
        <p>
          <a href={'tel:' + CONTACT.phone.replace(/\s+/g, '')}>{CONTACT.phone}</a>
        </p>
      </div>
      <div>
        <h3>{t('Email')}</h3>
        <p>
          <a href={'mailto:' + CONTACT.email}>{CONTACT.email}</a>
        </p>
      </div>
      <div>
        <h3>{t('Business Hours')}</h3>
        <Hours>
          {BUSINESS_HOURS.map(({ days, hours }) => (
            <div key={days}>
              <dt>{translate(days)}</dt>
              <dd>{translate(hours)}</dd>
            </div>
          ))}
        </Hours>
      </div>
    </Root>
  );
}
