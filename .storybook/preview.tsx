import type { Preview, Decorator } from '@storybook/react-webpack5';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from '@/app/store';
import { theme, GlobalStyle } from '@/shared/theme';
import { ToastProvider } from '@/shared/ui';

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
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>
            <Story />
          </ToastProvider>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>
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
