import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate, word } from '@/shared/i18n';
import { BUSINESS_HOURS, CONTACT } from '@/shared/lib/constants';
import { Breadcrumb, Container, tableCellStyles } from '@/shared/ui';
import { theme } from '@/shared/theme';

const Page = styled(Container)`
  padding-top: ${theme.space.xs};
`;

const Header = styled.header`
  padding-block: ${theme.space.lg} ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border};
  margin-bottom: ${theme.space.xl};

  h1 {
    margin: 0 0 ${theme.space.sm};
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize.display};
    color: ${theme.color.brand};
  }
  p {
    margin: 0;
    max-width: 44rem;
    font-size: ${theme.fontSize.lg};
    color: ${theme.color.inkMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 17rem;
  }
`;

/** Readable prose: a comfortable measure, spaced sections. */
export const Prose = styled.div`
  max-width: 46rem;

  section + section {
    margin-top: ${theme.space.xxl};
  }
  h2 {
    font-size: ${theme.fontSize.xl};
    margin-bottom: ${theme.space.md};
  }
  h3 {
    font-size: ${theme.fontSize.lg};
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.xl};
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${theme.space.md};
    font-size: ${theme.fontSize.sm};
  }
  ${tableCellStyles}
  th {
    background: ${theme.color.surfaceSunken};
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
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  /* Beside the page (1024 px and up) it stays in view below the sticky header, never under it
     (a link half hidden there is a target too small to press), and scrolls within itself when the
     window is shorter than it. */
  ${theme.media.lg} {
    position: sticky;
    top: calc(${theme.size.headerHeight} + ${theme.space.lg});
    max-height: calc(100vh - ${theme.size.headerHeight} - 2 * ${theme.space.lg});
    overflow-y: auto;
  }

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSize.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    align-items: center;
    min-height: ${theme.size.control};
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: ${theme.fontWeight.bold};
    color: ${theme.color.ink};
  }
  p,
  dl {
    margin: 0;
    font-size: ${theme.fontSize.sm};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xxs} ${theme.space.md};
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
