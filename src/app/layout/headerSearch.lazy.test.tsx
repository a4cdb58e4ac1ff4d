import { fireEvent } from '@testing-library/react';
import type * as React from 'react';
import type { ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Router from 'react-router-dom';
import type * as HeaderModule from '@/widgets/header';
import type * as TestApp from '@/test/app';
import type * as Providers from '../AppProviders';

/**
 * The header's search boxes on a prerendered page (widgets/header: loadSearchBox): their code is
 * no part of the first load, the box is a plain search form until it arrives, and what the
 * shopper typed meanwhile is taken up once it has.
 */
type Modules = {
  react: typeof React;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
  router: typeof Router;
  providers: typeof Providers;
  header: typeof HeaderModule;
  app: typeof TestApp;
};

/**
 * The modules, from the registry the caller is in. The store's (and with it every feature's) first:
 * jest gives styled components no stable ids (the build's Babel plugin does), they are numbered in
 * the order their modules run, so both registries must run them in the same order for the build's
 * markup and the browser's to agree.
 */
const load = async (): Promise<Modules> => ({
  app: await import('@/test/app'),
  react: await import('react'),
  client: await import('react-dom/client'),
  server: await import('react-dom/server'),
  router: await import('react-router-dom'),
  providers: await import('../AppProviders'),
  header: await import('@/widgets/header'),
});

/** The header in the app's providers, with the address shown (built from one registry's modules). */
function shop({ router, providers, header, app }: Modules, where: (path: string) => void) {
  function Where() {
    where(router.useLocation().pathname + router.useLocation().search);
    return null;
  }
  const withRouter = (children: ReactNode) => <router.MemoryRouter>{children}</router.MemoryRouter>;
  return (
    <providers.AppProviders store={app.makeStore()} router={withRouter}>
      <header.Header />
      <Where />
    </providers.AppProviders>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("a prerendered page's header search: a plain search form, its code loaded on the first interaction, what was typed taken up", async () => {
  // What the build rendered, every module at hand (a registry of its own, as the browser's below:
  // the box's code is imported later, inside it).
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const built = await load();
    await built.header.loadSearchBox();
    markup = built.server.renderToString(shop(built, () => undefined));
  });

  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.dataset.prerendered = location.pathname;
  root.innerHTML = markup;
  const input = root.querySelector<HTMLInputElement>('#header-search-desktop')!;
  expect(input.name).toBe('q');
  expect(input.form?.getAttribute('action')).toBe('/search');

  // The browser, in which this document is a prerendered page.
  await jest.isolateModulesAsync(async () => {
    const page = await load();
    let address = '';
    await page.react.act(async () => {
      page.client.hydrateRoot(
        root,
        shop(page, (at) => (address = at)),
      );
    });
    expect(page.header.loadSearchBox.loaded()).toBeUndefined();
    expect(root.querySelector('#header-search-desktop')).toBe(input);

    // Typed before the code is there, then the first interaction.
    input.value = 'silk kurta';
    await page.react.act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      // The first interaction tells its subscribers in the task after its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(page.header.loadSearchBox.loaded()).toBeDefined();
    expect(root.querySelector('#header-search-desktop')).toBe(input);
    await page.react.act(async () => {
      fireEvent.submit(input.form!);
    });
    expect(address).toBe('/search?q=silk%20kurta');
  });
});

it("a prerendered page's header search the shopper is already in when its code arrives: her suggestions open", async () => {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const built = await load();
    await built.header.loadSearchBox();
    markup = built.server.renderToString(shop(built, () => undefined));
  });
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.dataset.prerendered = location.pathname;
  root.innerHTML = markup;
  const input = root.querySelector<HTMLInputElement>('#header-search-desktop')!;

  await jest.isolateModulesAsync(async () => {
    const page = await load();
    await page.react.act(async () => {
      page.client.hydrateRoot(
        root,
        shop(page, () => undefined),
      );
    });
    // In the box, typing, before the code is there: the focus came before React could see it.
    await page.react.act(async () => {
      input.focus();
      input.value = 'lev';
    });
    await page.react.act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      // The first interaction tells its subscribers in the task after its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await page.react.act(async () => {
      await page.header.loadSearchBox();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(root.querySelector('#header-search-desktop')).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.querySelector('[role="option"]')).toHaveAccessibleName("Levi's (brand)");
  });
});
