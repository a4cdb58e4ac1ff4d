import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate, word } from '@/shared/i18n';
import { BUSINESS_HOURS, CONTACT } from '@/shared/lib/constants';
import { Breadcrumb, Container, tableCellStyles } from '@/shared/ui';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Header = styled.header`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.display};
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    margin: 0;
    max-width: 44rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 17rem;
  }
`;

/** Readable prose: a comfortable measure, spaced sections. */
export const Prose = styled.div`
  max-width: 46rem;

  section + section {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.xl};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ${tableCellStyles}
  th {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  th,
  td {
    overflow-wrap: normal;
  }
  th:last-child,
  td:last-child {
    white-space: nowrap;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  /* Beside the page (1024 px and up) it stays in view below the sticky header, never under it
     (a link half hidden there is a target too small to press), and scrolls within itself when the
     window is shorter than it. */
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space.lg});
    max-height: calc(
      100vh - ${({ theme }) => theme.size.headerHeight} - 2 * ${({ theme }) => theme.space.lg}
    );
    overflow-y: auto;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    color: ${({ theme }) => theme.color.ink};
  }
  p,
  dl {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  }
  dd {
    margin: 0;
  }
`;

/** The sidebar's links; each label is shown in the page's edition. */
const HELP_LINKS = [
  { to: '/faq', label: word('FAQ') },
  { to: '/shipping', label: word('Shipping') },
  { to: '/return-policy', label: word('Return Policy') },
  { to: '/privacy', label: word('Privacy Policy') },
  { to: '/terms', label: word('Terms of Use') },
  { to: '/contact', label: word('Contact Us') },
  { to: '/grievance', label: word('Grievance Officer') },
];

export interface InfoLayoutProps {
  /** The page's h1 (and last breadcrumb), in the page's edition. */
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the help and policy pages: breadcrumb, h1 and intro, content, and a help sidebar.
 * Its links' addresses are joined with +, not template literals: i18n.test.ts finds the texts by a
 * pattern that template literals (their placeholders) throw out of step.
 */
export function InfoLayout({ title, intro, children }: InfoLayoutProps) {
  return (
    <Page>
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <Header>
        <h1>{title}</h1>
        <p>{intro}</p>
      </Header>
      <Body>
        <Prose>{children}</Prose>
        <Aside aria-label={t('Help and contact')}>
          <nav aria-labelledby="help-links-heading">
            <h2 id="help-links-heading">{t('Help & policies')}</h2>
            <ul>
              {HELP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{t(link.label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{t('Talk to us')}</h2>
            <ul>
              <li>
                <a href={'tel:' + CONTACT.phone.replace(/\s/g, '')}>{CONTACT.phone}</a>
              </li>
              <li>
                <a href={'mailto:' + CONTACT.email}>{CONTACT.email}</a>
              </li>
            </ul>
          </div>
          <div>
            <h2>{t('Business hours')}</h2>
            <dl>
              {BUSINESS_HOURS.map((h) => (
                <Fragment key={h.days}>
                  <dt>{translate(h.days)}</dt>
                  <dd>{translate(h.hours)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </Aside>
      </Body>
    </Page>
  );
}
