import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';

const container = document.getElementById('root');
if (container) {
  // A route's error boundary shows the recovery screen and logs the error itself, once: React's own
  // report of errors that a boundary caught would log it a second time.
  createRoot(container, { onCaughtError: () => undefined }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', registerServiceWorker, { once: true });
}
