import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeProvider } from 'styled-components';
import { makePersistedStore } from './store';
import { createAppRouter } from './router';
import { theme, GlobalStyle } from '../shared/theme';
import { ToastProvider } from '../shared/ui';

export function App() {
  const [{ store, persistor }] = useState(makePersistedStore);
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
