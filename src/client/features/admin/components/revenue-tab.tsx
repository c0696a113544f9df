// Revenue: the platform's last six months (subscriptions and website commissions), by subscription tier, and the
// businesses whose completed website projects generated the most commission.
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { usd } from '../admin-format.ts';
import { useAdminRevenue } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';

function monthLabel(month: string) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function RevenueTab() {
  const revenue = useAdminRevenue();
  return (
    <Loaded query={revenue} label="revenue">
      {({ months, byTier, topBusinesses }) => (
        // Columns that may be narrower than their tables, which scroll inside their cards.
        <div className="grid grid-cols-1 gap-6">
          <Section title="Revenue by month">
            <AdminTable
              label="Revenue by month"
              columns={['Month', 'Subscriptions', 'Website commissions', 'Total']}
            >
              {months.map((m) => (
                <tr key={m.month} className="border-t tabular-nums">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {monthLabel(m.month)}
                  </th>
                  <td className="py-2 pr-4">{usd(m.subscriptions)}</td>
                  <td className="py-2 pr-4">{usd(m.websiteCommissions)}</td>
                  <td className="py-2 pr-4 font-medium">{usd(m.total)}</td>
                </tr>
              ))}
            </AdminTable>
          </Section>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Section title="By subscription tier">
              <AdminTable
                label="Revenue by subscription tier"
                columns={['Tier', 'Businesses', 'Subscriptions a month']}
              >
                {byTier.map((t) => (
                  <tr key={t.tier} className="border-t tabular-nums">
                    <th scope="row" className="py-2 pr-4 font-normal capitalize">
                      {t.tier}
                    </th>
                    <td className="py-2 pr-4">{t.businesses}</td>
                    <td className="py-2 pr-4">{usd(t.subscriptions)}</td>
                  </tr>
                ))}
              </AdminTable>
            </Section>
            <Section title="Top website commissions">
              {topBusinesses.length === 0 ? (
                <p className="text-sm text-muted-foreground">No completed website projects yet.</p>
              ) : (
                <ol className="grid gap-2 text-sm">
                  {topBusinesses.map((b) => (
                    <li key={b.id} className="flex justify-between gap-4 border-t pt-2 tabular-nums">
                      <span>{b.name}</span>
                      <span className="font-medium">{usd(b.commissionGenerated)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Section>
          </div>
        </div>
      )}
    </Loaded>
  );
}
