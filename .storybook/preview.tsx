import type { Preview, Decorator, Loader } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configure } from 'storybook/test';
import type { PseudoTypes } from 'storybook-addon-pseudo-states';
import { AppProviders } from '@/app/AppProviders';
import type { Layout } from '@/app/layout/Layout';
import type { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { makeStore, type RootState } from '@/app/store';
import { initialCatalogState, PRODUCTS } from '@/features/catalog';
import { VIEWPORTS } from '@/shared/theme/foundations/viewports';

declare module '@storybook/react-webpack5' {
  interface Parameters {
    /** Preloaded Redux state for the story's store. */
    store?: Partial<RootState>;
    /** Initial router entry for the story (default '/'). */
    route?: string;
    /**
     * The story as a page of the shop: inside the app's own layout (the update banner, the header,
     * the footer) and the route's error boundary, as the router renders every page (withShell).
     */
    shell?: boolean;
    /**
     * Pseudo-classes forced on chosen elements (storybook-addon-pseudo-states): `{ hover: true }`
     * for the whole story, or CSS selectors, as the "States" stories do.
     */
    pseudo?: PseudoTypes['parameters']['pseudo'];
  }
}

// A play function's findBy* and waitFor wait up to 5 s, as the jest suites' do (jest/setup.ts): a
// page's view is a lazy chunk, and on a busy 2-core CI machine, with three stories rendering side by
// side, it can take longer than the library's default 1 s to load (Pages/Product › Discounted did).
configure({ asyncUtilTimeout: 5000 });

const withProviders: Decorator = (Story, context) => {
  // The shop fetches its catalogue before its first render; a story's store holds it from the start.
  const store = makeStore({
    catalog: { ...initialCatalogState, products: PRODUCTS },
    ...context.parameters.store,
  });
  const router = (children: ReactNode) => (
    <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>{children}</MemoryRouter>
  );
  return (
    <AppProviders store={store} router={router}>
      <Story />
    </AppProviders>
  );
};

/** The app's shell (app/router.tsx's): its modules, loaded for the stories that ask for it. */
interface Shell {
  Layout: typeof Layout;
  RouteErrorBoundary: typeof RouteErrorBoundary;
}

/**
 * Loads the shell before a `shell: true` story renders. A loader, not an import at the top: jest's
 * setup applies this file to every component test, which need none of the header and footer.
 */
const loadShell: Loader = async ({ parameters }) => {
  if (!parameters.shell) return {};
  const [{ Layout }, { RouteErrorBoundary }, { loadFooter }] = await Promise.all([
    import('@/app/layout/Layout'),
    import('@/app/RouteErrorBoundary'),
    import('@/widgets/footer'),
  ]);
  // The footer hydrates lazily in the shop (its code loads at once on a page rendered in the
  // browser, as a story is): loaded before the story renders, so that it is in the screenshot.
  await loadFooter();
  return { shell: { Layout, RouteErrorBoundary } satisfies Shell };
};

/**
 * `parameters.shell`: the story is the page of the route the story's router is at, rendered as the
 * app's router renders every page: inside the layout, in the route's error boundary. A page's own
 * routes (`/product/:id`) match under it.
 */
const withShell: Decorator = (Story, { parameters, loaded }) => {
  if (!parameters.shell) return <Story />;
  const shell = loaded.shell as Shell | undefined;
  if (!shell) throw new Error('parameters.shell: the shell was not loaded (run the story with its loaders)');
  const { Layout, RouteErrorBoundary } = shell;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="*"
          element={
            <RouteErrorBoundary>
              <Story />
            </RouteErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
};

const preview: Preview = {
  // A docs page for every component: its description, stories and prop table.
  tags: ['autodocs'],
  // withProviders outside withShell: the layout needs the store, the theme and the router.
  decorators: [withShell, withProviders],
  loaders: [loadShell],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // The widths the shop is designed at (Foundations/Breakpoints); a story pins one with
    // `globals: { viewport: { value: 'phone' } }`.
    viewport: { options: VIEWPORTS },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Type', 'Spacing', 'Breakpoints', 'Icons', '*'],
          'Design system',
          '*',
          'Widgets',
          'Pages',
          ['*', 'Full page'],
          // The app's own screens: the update banner, the route's error screen.
          'App',
        ],
      },
    },
  },
};

export default preview;
