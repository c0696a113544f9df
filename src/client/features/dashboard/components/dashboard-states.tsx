// The dashboard's non-data states (spec part 1 §2, §8): loading, load error and the no-business prompt.
import { Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { LoadErrorPage } from '#client/components/load-error-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

export function DashboardLoading() {
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label="Loading dashboard" className="[&_svg]:size-8" />
      <p>Loading dashboard...</p>
    </div>
  );
}

export function DashboardError() {
  return <LoadErrorPage title="Unable to Load Dashboard" />;
}

export function NoBusinessPrompt({ firstName }: { firstName?: string | null }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Card className="w-full max-w-lg">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <Store aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">
            Welcome to your dashboard{firstName ? `, ${firstName}` : ''}
          </h1>
          <p className="text-muted-foreground">
            Set up your business profile to start taking bookings, managing clients and tracking how your
            business grows.
          </p>
          <Button asChild size="lg">
            <Link href={paths.registerBusiness}>Create Your Business Profile</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
