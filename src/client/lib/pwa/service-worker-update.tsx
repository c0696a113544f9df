// Shows an 'Update available' toast with a Reload button when a new version of the app is waiting.
// Mount once inside the app's providers, next to <Toaster />. It also hands the worker this page's assets.
import { useEffect } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { applyServiceWorkerUpdate, onServiceWorkerUpdate, syncLoadedAssets } from './service-worker.ts';

export function ServiceWorkerUpdateNotifier() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const sync = () => void syncLoadedAssets();
    sync();
    // The first install takes control of this page when it activates: report again then.
    navigator.serviceWorker.addEventListener('controllerchange', sync);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', sync);
  }, []);
  useEffect(
    () =>
      onServiceWorkerUpdate((registration) => {
        toast({
          title: 'Update available',
          description: (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              A new version of Bookwell is ready.
              <button
                type="button"
                onClick={() => applyServiceWorkerUpdate(registration)}
                className="rounded-md border border-current px-2.5 py-1 text-xs font-semibold hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Reload
              </button>
            </span>
          ),
        });
      }),
    [],
  );
  return null;
}
