import { useId } from 'react';
import styled from 'styled-components';
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

/** The shop's address, phone, email and business hours (constants CONTACT and BUSINESS_HOURS). */
export function ContactDetails() {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>Get in touch</h2>
      <div>
        <h3>Address</h3>
        <address>{CONTACT.address}</address>
      </div>
      <div>
        <h3>Phone</h3>
        <p>
          <a href={`tel:${CONTACT.phone.replace(/\s+/g, '')}`}>{CONTACT.phone}</a>
        </p>
      </div>
      <div>
        <h3>Email</h3>
        <p>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </p>
      </div>
      <div>
        <h3>Business Hours</h3>
        <Hours>
          {BUSINESS_HOURS.map(({ days, hours }) => (
            <div key={days}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </Hours>
      </div>
    </Root>
  );
}
