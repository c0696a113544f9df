// One figure of the dashboard with its progress toward a target.
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { cappedProgress } from '../dashboard-format.ts';

export function StatCard({
  title,
  value,
  icon: Icon,
  footnote,
  progress,
  progressLabel,
  tone,
  help,
}: {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  footnote: ReactNode;
  progress: number | null | undefined;
  /** What the bar measures, for assistive technology, e.g. 'Monthly revenue toward its $3,000 target'. */
  progressLabel: string;
  tone: 'emerald' | 'blue' | 'violet' | 'amber';
  /** What the figure counts, in a line under it. */
  help?: string;
}) {
  const percent = cappedProgress(progress);
  const headingId = useId();
  const tones = {
    emerald: { icon: 'bg-emerald-100 text-emerald-700', bar: 'bg-emerald-600' },
    blue: { icon: 'bg-blue-100 text-blue-700', bar: 'bg-blue-600' },
    violet: { icon: 'bg-violet-100 text-violet-700', bar: 'bg-violet-600' },
    amber: { icon: 'bg-amber-100 text-amber-700', bar: 'bg-amber-500' },
  }[tone];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
              {title}
            </h3>
            <p className="mt-1 truncate text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
          </div>
          <span
            className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tones.icon}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
        <Progress
          value={percent}
          aria-label={progressLabel}
          aria-valuetext={`${percent}%`}
          className="bg-muted"
          indicatorClassName={tones.bar}
        />
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="min-w-0 truncate">{footnote}</span>
          <span className="tabular-nums">{percent}%</span>
        </div>
        {help ? <p className="text-xs text-muted-foreground">{help}</p> : null}
      </CardContent>
    </Card>
  );
}
