import { memo } from 'react';
import { Link } from 'react-router-dom';
import { usePrerenderSafe, useAwaitsCode } from '@/app/boot';
import styled from 'styled-components';
import {
  BUSINESS_HOURS,
  CATEGORIES,
  CATEGORY_SLUGS,
  CONTACT,
  FREE_SHIPPING_THRESHOLD,
  RETURN_DAYS,
  SELLER,
  SHOP_NAME,
} from '@/shared/lib/constants';
import { t, word } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { Container } from '@/shared/ui';

// The footer's links (the shop's paths: the router gives them the edition's prefix); each label is
// shown with t().
const POLICY_LINKS = [
  { label: word('Contact Us'), to: '/contact' },
  { label: word('FAQ'), to: '/faq' },
  { label: word('Return Policy'), to: '/return-policy' },
  { label: word('Shipping'), to: '/shipping' },
  { label: word('Privacy Policy'), to: '/privacy' },
  { label: word('Terms of Use'), to: '/terms' },
  { label: word('Grievance Officer'), to: '/grievance' },
  { label: word('Privacy Centre'), to: '/privacy-centre' },
];
const PHONE_HREF = `tel:${CONTACT.phone.replace(/\s/g, '')}`;
const EMAIL_HREF = `mailto:${CONTACT.email}`;
const SHOPPING_LINKS = [
  ...CATEGORIES.map((c) => ({ label: c, to: `/${CATEGORY_SLUGS[c]}` })),
  { label: word('Sale'), to: '/sale' },
];

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.white};
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  a {
    color: ${({ theme }) => theme.color.white};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${({ theme }) => theme.color.white};
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.color.white};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1.5fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs};
  }
  address {
    font-style: normal;
  }
`;

const Brand = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Copy = styled(Container)`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const thisYear = () => new Date().getFullYear();
/** A prerendered footer says the build's year; hydration reads the same, then the visitor's year. */
const yearOfTheBuild = () => Number(process.env.BUILD_YEAR) || thisYear();

export const Footer = memo(function Footer() {
  const year = usePrerenderSafe(thisYear, yearOfTheBuild);
  return (
    <Foot {...useAwaitsCode()}>
      <Grid>
        <div>
          <Brand>{SHOP_NAME}</Brand>
          <p>
            {t(
              'Fashion and beauty for the whole family, from everyday cottons to festive silks. Free shipping on orders over {amount} and {days}-day easy returns.',
              { amount: formatINR(FREE_SHIPPING_THRESHOLD), days: RETURN_DAYS },
            )}
          </p>
        </div>
        <nav aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">{t('Online Shopping')}</h2>
          <ul>
            {SHOPPING_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t('Customer Policies')}</h2>
          <ul>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('Contact')}</h2>
          <address>
            <p>
              {SELLER.legalName}
              <br />
              {t('Registered office: {address}', { address: CONTACT.address })}
            </p>
            <p>
              {t('Customer care')}
              <br />
              {t('Phone:')} <a href={PHONE_HREF}>{CONTACT.phone}</a>
              <br />
              {t('Email:')} <a href={EMAIL_HREF}>{CONTACT.email}</a>
            </p>
          </address>
          <p>
            {BUSINESS_HOURS.map((h) => (
              <span key={h.days}>
                {t(h.days)}: {t(h.hours)}
                <br />
              </span>
            ))}
          </p>
        </div>
      </Grid>
      <Copy>
        <p>{t('© {year} {shop}. All rights reserved.', { year, shop: SHOP_NAME })}</p>
      </Copy>
    </Foot>
  );
});
