// One numbered step of the booking page, labelled by its heading.

import type { ReactNode } from 'react';
import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';

export function StepSection({
  id,
  step,
  title,
  children,
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${LAYOUT_SURFACE} bg-card p-4 sm:p-6`}>
      <h2 id={id} className="mb-4 flex items-center gap-3 text-lg font-semibold sm:text-xl">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Classes for a choice card wrapping a visually transparent native radio (keyboard and screen-reader native). */
export const choiceCard =
  'relative rounded-xl border bg-background transition-colors has-[:checked]:border-(--brand-ink) has-[:checked]:bg-accent has-[:checked]:ring-1 has-[:checked]:ring-(--brand-ink) has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:enabled]:hover:border-(--brand-ink)';

export const choiceInput =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed';
