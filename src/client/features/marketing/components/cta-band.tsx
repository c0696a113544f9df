// The closing call to action on each marketing page.

import { MarketingLink } from '#client/components/marketing/marketing-link.tsx';
import { cn } from '#client/lib/cn.ts';

export interface CtaAction {
  label: string;
  href: string;
}

export interface CtaBandProps {
  title: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
  note?: string;
}

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-800';

export function CtaBand({ title, text, primary, secondary, note }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-emerald-700 via-emerald-800 to-teal-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-emerald-50">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <MarketingLink
            href={primary.href}
            className={cn(
              'rounded-lg bg-white px-6 py-3 text-base font-semibold text-emerald-800 shadow hover:bg-emerald-50',
              focusRing,
            )}
          >
            {primary.label}
          </MarketingLink>
          {secondary && (
            <MarketingLink
              href={secondary.href}
              className={cn(
                'rounded-lg border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10',
                focusRing,
              )}
            >
              {secondary.label}
            </MarketingLink>
          )}
        </div>
        {note && <p className="mt-6 text-sm text-emerald-100">{note}</p>}
      </div>
    </section>
  );
}
