// Fallback for any path no route matches.
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from './paths.ts';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-6">
        <Link href={paths.home}>Back to home</Link>
      </Button>
    </div>
  );
}
