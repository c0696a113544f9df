// Why a form's save failed, above the form: the server's message when it gave one, else `fallback`. Nothing
// while there is no error. Announced (the destructive alert's role).
import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

export function MutationError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{errorMessage(error, fallback)}</AlertDescription>
    </Alert>
  );
}
