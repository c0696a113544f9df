// The frames with app navigation (loaded on demand, so visitors of public pages never download them):
// top bar only, the signed-out top bar around a page, or the full shell with sidebar (lg+) and bottom bar (< lg).
import { type ReactNode, useEffect } from 'react';
import { BottomNav } from '#client/app/shell/bottom-nav.tsx';
import type { ShellLayout } from '#client/app/shell/navigation.ts';
import { Sidebar } from '#client/app/shell/sidebar.tsx';
import { TopNav } from '#client/app/shell/top-nav.tsx';
import { SuspendedBanner } from '#client/features/admin/suspended-banner.tsx';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';

export function ShellFrame({
  layout,
  children,
}: {
  layout: Exclude<ShellLayout, 'bare'>;
  children: ReactNode;
}) {
  return (
    <AppLocaleProvider>
      <Frame layout={layout}>{children}</Frame>
    </AppLocaleProvider>
  );
}

function Frame({ layout, children }: { layout: Exclude<ShellLayout, 'bare'>; children: ReactNode }) {
  // Signed-in work raises toasts: fetch the toast UI ahead of the first one.
  useEffect(() => {
    void import('#client/components/ui/toaster.tsx');
  }, []);

  if (layout === 'top-bar') {
    return (
      <>
        <TopNav />
        {children}
      </>
    );
  }

  if (layout === 'public') {
    return (
      <div className="min-h-dvh bg-muted/40">
        <TopNav />
        <main id="main-content" className="mx-auto w-full max-w-6xl px-4 py-8 lg:px-8">
          {children}
        </main>
      </div>
    );
  }

  return (
    <div className="min-h-dvh bg-muted/40">
      <TopNav />
      <div className="flex">
        <Sidebar />
        <main id="main-content" className="min-w-0 flex-1 px-4 pt-6 pb-28 sm:px-6 lg:px-8 lg:pt-8 lg:pb-10">
          <div className="mx-auto w-full max-w-7xl">
            <SuspendedBanner />
            {children}
          </div>
        </main>
      </div>
      <BottomNav />
    </div>
  );
}
