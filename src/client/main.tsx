// Browser entry: start-up work, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { consumeWelcomeFlag } from './app/startup.ts';
import { AppErrorBoundary } from './features/mobile-app/app-error-boundary.tsx';
import { listenForInstallPrompt } from './features/pwa/install-prompt.ts';
import './styles.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

consumeWelcomeFlag(safeLocalStorage());
listenForInstallPrompt();
// The service worker module is not needed to paint the first page, so it loads after it.
void import('./features/pwa/service-worker.ts').then((sw) => sw.registerServiceWorker());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
