// Platform Admin (/admin and /platform-admin), shown without the app navigation, so it brings its own <main>.
// Signed out: the spec's 'Access Denied - Admin panel requires authentication' with a login button to /api/login;
// an owner who is not a platform admin: an access-denied page; a platform admin: the console's five tabs.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { BusinessesTab } from './components/businesses-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { RevenueTab } from './components/revenue-tab.tsx';
import { SettingsTab } from './components/settings-tab.tsx';
import { SubscriptionsTab } from './components/subscriptions-tab.tsx';

function AccessDenied({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-4 text-xl font-semibold">{title}</h1>
        <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div>
      </div>
    </main>
  );
}

const TABS = [
  ['overview', 'Overview', OverviewTab],
  ['businesses', 'Businesses', BusinessesTab],
  ['revenue', 'Revenue', RevenueTab],
  ['subscriptions', 'Subscriptions', SubscriptionsTab],
  ['settings', 'Settings', SettingsTab],
] as const;

export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner label="Loading" />;
  if (!user) {
    return (
      <AccessDenied title="Access Denied - Admin panel requires authentication">
        <Button asChild>
          <a href="/api/login">Login</a>
        </Button>
      </AccessDenied>
    );
  }
  if (!user.isPlatformAdmin) {
    return (
      <AccessDenied title="Access Denied - Admin panel requires a platform admin account">
        <p className="w-full text-sm text-muted-foreground">
          You are signed in as {user.email}, which is a business owner's account.
        </p>
        <Button asChild variant="outline">
          <Link href={paths.dashboard}>Back to your dashboard</Link>
        </Button>
      </AccessDenied>
    );
  }
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 lg:px-8">
          <div>
            <p className="text-sm text-muted-foreground">Bookwell</p>
            <h1 className="text-2xl font-bold tracking-tight">Platform Admin</h1>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm text-muted-foreground">{user.email}</span>
            <form method="post" action="/api/logout">
              <Button type="submit" variant="outline" size="sm">
                Logout
              </Button>
            </form>
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-6 lg:px-8">
        <Tabs defaultValue="overview">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(([value, , Tab]) => (
            <TabsContent key={value} value={value} className="mt-6">
              <Tab />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
