// The Bookwell logo mark and name, linking home.
import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { cn } from '#client/lib/cn.ts';

export function BrandLink({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      href={paths.home}
      aria-label={compact ? 'Bookwell home' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand text-white shadow-sm">
        <CalendarCheck className="size-[18px]" aria-hidden="true" />
      </span>
      {compact ? null : <span>Bookwell</span>}
    </Link>
  );
}
