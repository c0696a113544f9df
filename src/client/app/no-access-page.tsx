// What a page a role may not use shows instead of itself (a typed or bookmarked address): a clear sentence and
// the way back, never a page of 403s.
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { ACCESS_MESSAGES } from '#shared/access.ts';
import { paths } from './paths.ts';

export function NoAccessPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">You don't have access to this page</h1>
      <p className="mt-2 text-muted-foreground">
        {ACCESS_MESSAGES.forbidden} Ask the business owner if you need it.
      </p>
      <Button asChild className="mt-6">
        <Link href={paths.dashboard}>Go to your dashboard</Link>
      </Button>
    </div>
  );
}
