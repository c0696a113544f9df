// The clients page's stats cards, from the list's summary: total, active, new this month, average spend.

import type { LucideIcon } from 'lucide-react';
import { CalendarPlus, DollarSign, UserCheck, Users } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientListResponse } from '#shared/schemas/client.ts';
import { formatDecimalMoney } from '../clients-format.ts';

function Stat({
  label,
  value,
  hint,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <p className="mt-1 truncate text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </div>
        <span className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardContent>
    </Card>
  );
}

export function ClientsStats({
  summary,
  currency,
}: {
  summary: ClientListResponse['summary'];
  currency: string;
}) {
  const { t, intl } = useClientsI18n();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Stat
        label={t('stats.total')}
        value={formatCount(summary.total, intl)}
        hint={t('stats.totalHint')}
        icon={Users}
        tone="bg-blue-100 text-blue-700"
      />
      <Stat
        label={t('stats.active')}
        value={formatCount(summary.active, intl)}
        hint={t('stats.activeHint')}
        icon={UserCheck}
        tone="bg-emerald-100 text-emerald-700"
      />
      <Stat
        label={t('stats.new')}
        value={formatCount(summary.newThisMonth, intl)}
        hint={t('stats.newHint')}
        icon={CalendarPlus}
        tone="bg-violet-100 text-violet-700"
      />
      <Stat
        label={t('stats.average')}
        value={formatDecimalMoney(summary.averageSpend, currency, intl)}
        hint={t('stats.averageHint')}
        icon={DollarSign}
        tone="bg-amber-100 text-amber-700"
      />
    </div>
  );
}
