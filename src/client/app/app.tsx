// The whole app as one element: the browser entry renders (or hydrates) it, the build pre-renders it for '/'.
import { StrictMode } from 'react';
import { AppErrorBoundary } from '#client/features/mobile-app/app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
