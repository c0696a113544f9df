// Loading indicators: an inline spinner and a full-screen one, both announced to assistive technology.
import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
    </span>
  );
}

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner label={label} className="[&_svg]:size-10" />
    </div>
  );
}
