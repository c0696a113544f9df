// A scrollable box for wide or long tables that keyboard users can focus and scroll (WCAG 2.1.1). Positioned, so
// its absolutely positioned content (sr-only labels) is clipped with the rest instead of widening the page.
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn(
    'relative overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    className,
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={classes}>
      {children}
    </section>
  );
}
