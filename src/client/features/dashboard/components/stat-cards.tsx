// The four figures of the dashboard (Monthly Revenue, Weekly Bookings, Active Clients, Satisfaction), each with
// progress toward the owner's target, and the button that edits the three targets.
import { CalendarCheck, DollarSign, Star, Target, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TargetsDialog } from '#client/entities/analytics/components/targets-dialog.tsx';
import { REVENUE_HELP } from '#client/entities/analytics/revenue-help.ts';
import type { DashboardSummary } from '#shared/schemas/analytics.ts';
import { formatAmount, formatRating } from '../dashboard-format.ts';
import { StatCard } from './stat-card.tsx';

const DASHBOARD_TARGETS = ['monthlyRevenue', 'weeklyBookings', 'clientGrowth'] as const;

export function StatCards({ summary }: { summary: DashboardSummary }) {
  const [editing, setEditing] = useState(false);
  const money = (units: number) => formatAmount(units, summary.currency);
  const reviews = summary.totalReviews;
  return (
    <section aria-labelledby="stats-heading" className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="stats-heading" className="text-base font-semibold">
          This month at a glance
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Target aria-hidden="true" />
          Edit targets
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Monthly Revenue"
          value={money(summary.monthlyRevenue)}
          icon={DollarSign}
          help={REVENUE_HELP}
          tone="emerald"
          footnote={`Target ${money(summary.monthlyRevenueTarget)}`}
          progress={summary.monthlyRevenueProgress}
          progressLabel={`Monthly revenue toward its ${money(summary.monthlyRevenueTarget)} target`}
        />
        <StatCard
          title="Weekly Bookings"
          value={String(summary.weekBookings)}
          icon={CalendarCheck}
          tone="blue"
          footnote={`Target ${summary.weeklyBookingTarget} this week`}
          progress={summary.weeklyBookingProgress}
          progressLabel={`Weekly bookings toward a target of ${summary.weeklyBookingTarget}`}
        />
        <StatCard
          title="Active Clients"
          value={String(summary.totalClients)}
          icon={Users}
          tone="violet"
          footnote={`Target ${summary.clientGrowthTarget} clients`}
          progress={summary.clientProgress}
          progressLabel={`Clients toward a target of ${summary.clientGrowthTarget}`}
        />
        <StatCard
          title="Satisfaction"
          value={
            formatRating(summary.avgRating) ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">No rating yet</span>
              </>
            )
          }
          icon={Star}
          tone="amber"
          footnote={
            <Link href={paths.reviews} className="underline underline-offset-4 hover:text-foreground">
              {reviews === 0 ? 'No reviews yet' : `${reviews} ${reviews === 1 ? 'review' : 'reviews'}`}
            </Link>
          }
          progress={summary.satisfactionProgress}
          progressLabel="Average rating out of 5"
        />
      </div>
      <TargetsDialog
        open={editing}
        onOpenChange={setEditing}
        fields={DASHBOARD_TARGETS}
        currency={summary.currency}
        values={{
          monthlyRevenue: summary.monthlyRevenueTarget,
          weeklyBookings: summary.weeklyBookingTarget,
          clientGrowth: summary.clientGrowthTarget,
        }}
      />
    </section>
  );
}
