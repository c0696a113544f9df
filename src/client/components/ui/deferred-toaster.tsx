// Mounts the Toaster (and downloads Radix Toast) when the first toast is raised, keeping it off the
// critical path of public pages. Toasts raised before it loads are kept in the store and shown on arrival.
import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
