import type { Preview, Decorator } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { makeStore, type RootState } from '@/app/store';

declare module '@storybook/react-webpack5' {
  interface Parameters {
    /** Preloaded Redux state for the story's store. */
    store?: Partial<RootState>;
    /** Initial router entry for the story (default '/'). */
    route?: string;
  }
}

const withProviders: Decorator = (Story, context) => {
  const store = makeStore(context.parameters.store);
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
  decorators: [withProviders],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
