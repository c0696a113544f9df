// Chooses the frame around a page (see shellLayoutFor). Pages inside a frame render no <main> of their own;
// 'bare' pages (marketing, /auth, booking, client dashboard, admin) bring theirs.
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { shellLayoutFor } from '#client/app/shell/navigation.ts';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';

const ShellFrame = lazy(async () => ({ default: (await import('./shell-frame.tsx')).ShellFrame }));
const NotificationOverlay = lazy(async () => ({
  default: (await import('#client/features/notifications/notification-overlay.tsx')).NotificationOverlay,
}));

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  const layout = shellLayoutFor(location, Boolean(user));

  // The notification overlay shows on every page while someone is signed in (spec part 1 §2).
  const overlay = user ? (
    <Suspense fallback={null}>
      <NotificationOverlay />
    </Suspense>
  ) : null;
  // Until the session is known, pages decide for themselves (protected ones show the full-screen spinner).
  if (isLoading || layout === 'bare') {
    return (
      <>
        {children}
        {overlay}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={<FullScreenSpinner label="Loading" />}>
        <ShellFrame layout={layout}>{children}</ShellFrame>
      </Suspense>
      {overlay}
    </>
  );
}
