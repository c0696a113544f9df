// Revenue goals: this calendar month and quarter against the owner's targets (editable), whatever the period.
import { Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { TargetsDialog } from '#client/entities/analytics/components/targets-dialog.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { RevenueReport } from '#shared/schemas/analytics.ts';
import { formatCurrency, formatPercent, formatRange } from '../analytics-format.ts';

type Goal = RevenueReport['goals']['monthly'];

function GoalRow({ title, goal, currency }: { title: string; goal: Goal; currency: string }) {
  const progress = Math.round(Math.min(100, Math.max(0, goal.progress)));
  const { t, intl } = useAnalyticsI18n();
  const money = (units: number) => formatCurrency(units, currency, intl);
  const percent = formatPercent(progress, intl);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h4 className="font-medium">{title}</h4>
          <p className="text-xs text-muted-foreground">{formatRange(goal.from, goal.to, intl)}</p>
        </div>
        <p className="text-sm tabular-nums">
          <span className="font-semibold">{money(goal.value)}</span>
          <span className="text-muted-foreground">{t('goals.of', { target: money(goal.target) })}</span>
        </p>
      </div>
      <Progress
        value={progress}
        aria-label={t('goals.progress', { goal: title, percent })}
        aria-valuetext={percent}
      />
      <p className="text-xs text-muted-foreground">
        {goal.value >= goal.target
          ? t('goals.reached')
          : t('goals.toGo', { amount: money(goal.target - goal.value), percent })}
      </p>
    </div>
  );
}

export function GoalsCard({ report }: { report: RevenueReport }) {
  const [editing, setEditing] = useState(false);
  const { monthly, quarterly } = report.goals;
  const { t } = useAnalyticsI18n();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0 pb-3">
        <div className="grid gap-1">
          <h3 className="font-semibold leading-none tracking-tight">{t('goals.title')}</h3>
          <CardDescription>{t('goals.description')}</CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Target aria-hidden="true" />
          {t('goals.edit')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <GoalRow title={t('goals.monthly')} goal={monthly} currency={report.currency} />
        <GoalRow title={t('goals.quarterly')} goal={quarterly} currency={report.currency} />
      </CardContent>
      <TargetsDialog
        open={editing}
        onOpenChange={setEditing}
        kind="goals"
        fields={['monthlyRevenue', 'quarterlyRevenue']}
        values={{ monthlyRevenue: monthly.target, quarterlyRevenue: quarterly.target }}
        currency={report.currency}
      />
    </Card>
  );
}
