import type { Preview, Decorator } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { makeStore, type RootState } from '@/app/store';
import { initialCatalogState, PRODUCTS } from '@/features/catalog';
import { VIEWPORTS } from '@/shared/theme/foundations/viewports';

declare module '@storybook/react-webpack5' {
  interface Parameters {
    /** Preloaded Redux state for the story's store. */
    store?: Partial<RootState>;
    /** Initial router entry for the story (default '/'). */
    route?: string;
  }
}

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

const preview: Preview = {
  // A docs page for every component: its description, stories and prop table.
  tags: ['autodocs'],
  decorators: [withProviders],
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
        ],
      },
    },
  },
};

export default preview;
