// Revenue goals: this calendar month and quarter against the owner's targets (editable), whatever the period.
import { Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { TargetsDialog } from '#client/entities/analytics/components/targets-dialog.tsx';
import type { RevenueReport } from '#shared/schemas/analytics.ts';
import { formatCurrency, formatRange } from '../analytics-format.ts';

type Goal = RevenueReport['goals']['monthly'];

function GoalRow({ title, goal, currency }: { title: string; goal: Goal; currency: string }) {
  const progress = Math.round(Math.min(100, Math.max(0, goal.progress)));
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h4 className="font-medium">{title}</h4>
          <p className="text-xs text-muted-foreground">{formatRange(goal.from, goal.to)}</p>
        </div>
        <p className="text-sm tabular-nums">
          <span className="font-semibold">{formatCurrency(goal.value, currency)}</span>
          <span className="text-muted-foreground"> of {formatCurrency(goal.target, currency)}</span>
        </p>
      </div>
      <Progress
        value={progress}
        aria-label={`${title}: ${progress}% of target`}
        aria-valuetext={`${progress}%`}
      />
      <p className="text-xs text-muted-foreground">
        {goal.value >= goal.target
          ? 'Goal reached.'
          : `${formatCurrency(goal.target - goal.value, currency)} to go · ${progress}%`}
      </p>
    </div>
  );
}

export function GoalsCard({ report }: { report: RevenueReport }) {
  const [editing, setEditing] = useState(false);
  const { monthly, quarterly } = report.goals;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0 pb-3">
        <div className="grid gap-1">
          <h3 className="font-semibold leading-none tracking-tight">Revenue goals</h3>
          <CardDescription>This month and quarter, whatever period is selected.</CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Target aria-hidden="true" />
          Edit goals
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <GoalRow title="Monthly goal" goal={monthly} currency={report.currency} />
        <GoalRow title="Quarterly goal" goal={quarterly} currency={report.currency} />
      </CardContent>
      <TargetsDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit revenue goals"
        fields={['monthlyRevenue', 'quarterlyRevenue']}
        values={{ monthlyRevenue: monthly.target, quarterlyRevenue: quarterly.target }}
        currency={report.currency}
      />
    </Card>
  );
}
