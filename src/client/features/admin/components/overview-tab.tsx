// Overview: businesses by status, new this month, bookings this month, platform revenue; then the open help &
// support requests and the audit log of admin actions.

import { usd } from '../admin-format.ts';
import { useAdminOverview } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';
import { AuditLogCard } from './audit-log-card.tsx';
import { FigureCard } from './figure-card.tsx';
import { SupportRequestsCard } from './support-requests-card.tsx';

export function OverviewTab() {
  const overview = useAdminOverview();
  return (
    // One column that may be narrower than its content, so the audit log's table scrolls inside its card.
    <div className="grid grid-cols-1 gap-6">
      <Loaded query={overview} label="the overview">
        {({ businesses, bookingsThisMonth, revenue }) => (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FigureCard
              title="Businesses"
              value={String(businesses.total)}
              help={`${businesses.active} active, ${businesses.pending} pending, ${businesses.suspended} suspended, ${businesses.inactive} inactive`}
            />
            <FigureCard
              title="New this month"
              value={String(businesses.newThisMonth)}
              help="Businesses created"
            />
            <FigureCard
              title="Bookings this month"
              value={String(bookingsThisMonth)}
              help="Made on every business, cancelled ones left out"
            />
            <FigureCard
              title="Platform revenue (monthly)"
              value={usd(revenue.total)}
              help={`${usd(revenue.subscriptions)} subscriptions, ${usd(revenue.websiteCommissions)} website commissions`}
            />
          </div>
        )}
      </Loaded>
      <SupportRequestsCard />
      <AuditLogCard />
    </div>
  );
}
