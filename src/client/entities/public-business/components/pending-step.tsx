// A step that is not open yet (or whose code is still arriving): its heading, what to do first and an optional
// note below.

import type { ReactNode } from 'react';
import { LAYOUT_FRAME } from '#client/entities/customization/layout.ts';

export function PendingStep({
  id,
  step,
  title,
  text,
  note,
}: {
  id: string;
  step: number;
  title: string;
  text: string;
  note?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${LAYOUT_FRAME} border-dashed p-4 sm:p-6`}>
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold sm:text-xl">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-bold"
        >
          {step}
        </span>
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {note}
    </section>
  );
}
