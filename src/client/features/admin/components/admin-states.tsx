// What an admin panel shows while its read loads or when it fails.
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

/** The panel once `query` has data; a spinner before, an error with Try again if it failed. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load {label}</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(query.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <Spinner label={`Loading ${label}`} />;
}
