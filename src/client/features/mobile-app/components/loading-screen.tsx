// Step 1: the loading screen (spec part 2 §4, §9). The bar shows the app's real start-up work, not a random walk:
// 'Initializing' until the screen is up, 'Loading your data' while the session is checked, 'Setting up
// dashboard' while a signed-in owner's business is read, then 'Almost ready' at 100. The flow moves on once that
// work is done and the screen has shown for the spec's 3 seconds.
import { useEffect, useState } from 'react';
import { BrandMark } from '#client/components/marketing/brand-logo.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { englishPwa, type PwaMessageId, usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';

export const LOADING_SCREEN_MS = 3000;

/** The stage's message in the catalog. */
export function loadingStage(progress: number): PwaMessageId {
  if (progress >= 75) return 'loading.ready';
  if (progress >= 50) return 'loading.dashboard';
  if (progress >= 25) return 'loading.data';
  return 'loading.initializing';
}

/** The stage's message in the spec's English. */
export function loadingMessage(progress: number): string {
  return englishPwa(loadingStage(progress));
}

/** The start-up work still under way, in order. */
export type StartupWork = { sessionPending: boolean; businessPending: boolean };

/** How far the start-up work is, in percent: each message of the spec names one stage of it. */
export function startupProgress(started: boolean, work: StartupWork): number {
  if (!started) return 0;
  if (work.sessionPending) return 25;
  if (work.businessPending) return 50;
  return 100;
}

export function LoadingScreen({ work, onDone }: { work: StartupWork; onDone: () => void }) {
  const { t } = usePwaI18n();
  const [started, setStarted] = useState(false);
  const [shownLongEnough, setShownLongEnough] = useState(false);

  useEffect(() => {
    setStarted(true);
    const timer = setTimeout(() => setShownLongEnough(true), LOADING_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);

  const progress = startupProgress(started, work);
  useEffect(() => {
    if (shownLongEnough && progress === 100) onDone();
  }, [shownLongEnough, progress, onDone]);

  const message = t(loadingStage(progress));
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-emerald-700 to-teal-900 px-8 text-white">
      <BrandMark className="size-20 drop-shadow-lg" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Bookwell</h1>
      <p className="mt-1 text-emerald-100">{t('loading.tagline')}</p>
      <div className="mt-10 w-full max-w-xs">
        <Progress
          value={progress}
          aria-label={t('loading.label')}
          className="h-2 bg-white/20"
          indicatorClassName="bg-white"
        />
        <p className="mt-3 text-center text-sm text-emerald-50" role="status">
          {message}...
        </p>
      </div>
    </div>
  );
}
