import { memo } from 'react';
import { Link } from 'react-router-dom';
import { usePrerenderSafe } from '@/app/boot';
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
import { formatINR } from '@/shared/lib/money';
import { Container } from '@/shared/ui';

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
    <Foot>
      <Grid>
        <div>
          <Brand>{SHOP_NAME}</Brand>
          <p>
            Fashion and beauty for the whole family, from everyday cottons to festive silks. Free shipping on
            orders over {formatINR(FREE_SHIPPING_THRESHOLD)} and {RETURN_DAYS}-day easy returns.
          </p>
        </div>
        <nav aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">Online Shopping</h2>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={`/${CATEGORY_SLUGS[c]}`}>{c}</Link>
              </li>
            ))}
            <li>
              <Link to="/sale">Sale</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">Customer Policies</h2>
          <ul>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/return-policy">Return Policy</Link>
            </li>
            <li>
              <Link to="/shipping">Shipping</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Use</Link>
            </li>
            <li>
              <Link to="/grievance">Grievance Officer</Link>
            </li>
            <li>
              <Link to="/privacy-centre">Privacy Centre</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <address>
            <p>
              {SELLER.legalName}
              <br />
              Registered office: {CONTACT.address}
            </p>
            <p>
              Customer care
              <br />
              Phone: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
              <br />
              Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </p>
          </address>
          <p>
            {BUSINESS_HOURS.map((h) => (
              <span key={h.days}>
                {h.days}: {h.hours}
                <br />
              </span>
            ))}
          </p>
        </div>
      </Grid>
      <Copy>
        <p>
          © {year} {SHOP_NAME}. All rights reserved.
        </p>
      </Copy>
    </Foot>
  );
});
