// Browser entry: start-up work, then the app — hydrating the server's pre-rendered markup when there is some.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { listenForInstallPrompt } from '#client/lib/pwa/install-prompt.ts';
import { App } from './app/app.tsx';
import { consumeWelcomeFlag } from './app/startup.ts';
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
void import('#client/lib/pwa/service-worker.ts').then((sw) => sw.registerServiceWorker());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server pre-renders '/' for visitors without a session (docs/decisions/007); every other page starts empty.
// Markup pre-rendered for another path (a wrongly cached page) is replaced, never hydrated.
if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
