// The floating install banner: shown 2 s after the browser offers installation, unless the visitor chose
// Maybe Later in the last 24 hours or the app is installed (spec part 2 §4, PWA-08..17).
import { Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useInstallPrompt } from './install-prompt.ts';

export const INSTALL_BANNER_DELAY_MS = 2000;
export const DISMISSAL_STORAGE_KEY = 'pwa-install-dismissed';
export const DISMISSAL_WINDOW_MS = 24 * 60 * 60 * 1000;

function dismissedRecently(now: number): boolean {
  try {
    const stored = Number(window.localStorage.getItem(DISMISSAL_STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 && now - stored < DISMISSAL_WINDOW_MS;
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    window.localStorage.setItem(DISMISSAL_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); the banner simply comes back next time.
  }
}

/** Its words in the page's language. */
export type InstallBannerLabels = {
  title: string;
  text: string;
  install: string;
  later: string;
  close: string;
};

export function InstallBanner({ labels }: { labels: InstallBannerLabels }) {
  const install = useInstallPrompt();
  const [visible, setVisible] = useState(false);
  const eligible = install.canPrompt && !install.installed && !install.standalone;

  useEffect(() => {
    if (!eligible || install.promptAt === null) {
      setVisible(false);
      return;
    }
    if (dismissedRecently(Date.now())) return;
    const wait = Math.max(0, install.promptAt + INSTALL_BANNER_DELAY_MS - Date.now());
    const timer = setTimeout(() => setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [eligible, install.promptAt]);

  if (!visible || !eligible) return null;

  const later = () => {
    rememberDismissal();
    setVisible(false);
  };
  const installNow = async () => {
    const outcome = await install.promptInstall();
    if (outcome === 'accepted') setVisible(false);
    // Declining the browser's own prompt counts as "later": the event is spent and cannot be shown again.
    else later();
  };

  return (
    <aside
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
          <Smartphone className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="install-banner-title" className="font-semibold text-slate-900">
            {labels.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{labels.text}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={installNow}>
              {labels.install}
            </Button>
            <Button size="sm" variant="ghost" onClick={later}>
              {labels.later}
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={later}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{labels.close}</span>
        </button>
      </div>
    </aside>
  );
}
