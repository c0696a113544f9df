// Businesses: every business with its owner and figures, searched by name, slug, email or owner, filtered by
// status, 20 a page. An active business shows Suspend, any other Activate (spec part 2 §4); both call the server.
// A closing one (its owner deleted the account) shows neither.
// Below, the website projects the admin moves through their statuses.
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import {
  type AdminBusiness,
  type AdminBusinessesQuery,
  BUSINESS_STATUSES,
  CLOSING_STATUS,
} from '#shared/schemas/admin.ts';
import { shortDate, usd } from '../admin-format.ts';
import { useAdminBusinesses, useSetBusinessStatus } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';
import { AdminTable } from './admin-table.tsx';
import { WebsiteProjectsCard } from './website-projects-card.tsx';

const BUSINESS_COLUMNS = [
  'Business',
  'Owner',
  'Status and tier',
  'Monthly revenue',
  'Bookings',
  'Created',
  'Website projects',
  { srOnly: 'Actions' },
] as const;

const STATUS_VARIANT = { active: 'success', suspended: 'destructive' } as const;

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant={STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? 'secondary'}
      className="capitalize"
    >
      {status}
    </Badge>
  );
}

function StatusAction({ business }: { business: AdminBusiness }) {
  const change = useSetBusinessStatus();
  if (business.status === CLOSING_STATUS)
    return <p className="text-xs text-muted-foreground">Account deleted by its owner</p>;
  const active = business.status === 'active';
  return (
    <Button
      size="sm"
      variant={active ? 'destructive' : 'default'}
      disabled={change.isPending}
      aria-label={`${active ? 'Suspend' : 'Activate'} ${business.name}`}
      onClick={() => change.mutate({ id: business.id, status: active ? 'suspended' : 'active' })}
    >
      {active ? 'Suspend' : 'Activate'}
    </Button>
  );
}

export function BusinessRow({ business }: { business: AdminBusiness }) {
  return (
    <tr className="border-t align-top">
      <td className="py-3 pr-4">
        <p className="font-medium">{business.name}</p>
        <p className="text-xs text-muted-foreground">
          /book/{business.slug} · <span className="capitalize">{business.businessType}</span>
        </p>
      </td>
      <td className="py-3 pr-4">
        <p>{business.ownerName}</p>
        <p className="text-xs text-muted-foreground">{business.email}</p>
        <p className="text-xs text-muted-foreground">{business.phone ?? 'No phone'}</p>
      </td>
      <td className="py-3 pr-4">
        <StatusBadge status={business.status} />
        <p className="mt-1 text-xs capitalize text-muted-foreground">{business.subscriptionTier}</p>
      </td>
      <td className="py-3 pr-4 tabular-nums">{usd(business.monthlyRevenue)}</td>
      <td className="py-3 pr-4 tabular-nums">{business.totalBookings}</td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <p>{shortDate(business.createdAt)}</p>
        <p className="text-xs text-muted-foreground">Last login: {shortDate(business.lastLogin)}</p>
      </td>
      <td className="py-3 pr-4 tabular-nums">
        {business.websiteProjects}
        <p className="text-xs text-muted-foreground">{usd(business.commissionGenerated)} commission</p>
      </td>
      <td className="py-3">
        <StatusAction business={business} />
      </td>
    </tr>
  );
}

export function BusinessesTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminBusinessesQuery['status']>('all');
  const [page, setPage] = useState(1);
  const query = useAdminBusinesses({ search: useDebouncedValue(search.trim()), status, page });
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-60 flex-1 gap-1.5">
              <label htmlFor="admin-business-search" className="text-sm font-medium">
                Search businesses
              </label>
              <Input
                id="admin-business-search"
                type="search"
                placeholder="Name, booking link, email or owner"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
            <Select
              value={status}
              onValueChange={(next) => {
                setStatus(next as AdminBusinessesQuery['status']);
                setPage(1);
              }}
            >
              <SelectTrigger className="w-44" aria-label="Filter by status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All statuses</SelectItem>
                {BUSINESS_STATUSES.map((s) => (
                  <SelectItem key={s} value={s} className="capitalize">
                    {s}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Loaded query={query} label="businesses">
            {(result) => {
              const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
              return (
                <>
                  {result.businesses.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No businesses match.</p>
                  ) : (
                    <AdminTable label="Businesses" columns={BUSINESS_COLUMNS}>
                      {result.businesses.map((business) => (
                        <BusinessRow key={business.id} business={business} />
                      ))}
                    </AdminTable>
                  )}
                  <nav
                    aria-label="Business pages"
                    className="flex items-center justify-between gap-2 text-sm"
                  >
                    <span className="text-muted-foreground">
                      {result.total} {result.total === 1 ? 'business' : 'businesses'} · page {result.page} of{' '}
                      {pages}
                    </span>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={page <= 1}
                        onClick={() => setPage(page - 1)}
                      >
                        Previous
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={page >= pages}
                        onClick={() => setPage(page + 1)}
                      >
                        Next
                      </Button>
                    </div>
                  </nav>
                </>
              );
            }}
          </Loaded>
        </CardContent>
      </Card>
      <WebsiteProjectsCard />
    </div>
  );
}
