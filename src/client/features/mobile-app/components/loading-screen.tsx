// Step 1: the loading screen. The bar advances by a random 0–15 points every 200 ms and the message follows
// it; after 3 s the flow moves on (spec part 2 §4, §9).
import { useEffect, useState } from 'react';
import { Progress } from '#client/components/ui/progress.tsx';
import { BrandMark } from '#client/features/marketing/components/brand-logo.tsx';

export const LOADING_SCREEN_MS = 3000;
export const PROGRESS_TICK_MS = 200;
export const MAX_PROGRESS_STEP = 15;

export function loadingMessage(progress: number): string {
  if (progress >= 75) return 'Almost ready';
  if (progress >= 50) return 'Setting up dashboard';
  if (progress >= 25) return 'Loading your data';
  return 'Initializing';
}

export function LoadingScreen({ onDone }: { onDone: () => void }) {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const tick = setInterval(
      () => setProgress((current) => Math.min(100, current + Math.random() * MAX_PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    const done = setTimeout(onDone, LOADING_SCREEN_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [onDone]);

  const message = loadingMessage(progress);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-emerald-700 to-teal-900 px-8 text-white">
      <BrandMark className="size-20 drop-shadow-lg" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Bookwell</h1>
      <p className="mt-1 text-emerald-100">Your business, in your pocket</p>
      <div className="mt-10 w-full max-w-xs">
        <Progress
          value={progress}
          aria-label="Loading"
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
