// Eyebrow, heading and lead paragraph used at the top of each marketing section.
import { cn } from '#client/lib/cn.ts';

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  className?: string;
  tone?: 'light' | 'dark';
}

export function SectionHeading({ id, eyebrow, title, lead, className, tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            dark ? 'text-emerald-300' : 'text-emerald-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>{lead}</p>
      )}
    </div>
  );
}
