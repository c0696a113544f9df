// Search (name, phone, email), status filter, sort and the CSV export of the list as filtered.
import { Download, Search } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { type ClientsMessageId, useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import {
  type ClientListParams,
  type ClientSort,
  type ClientStatusFilter,
  clientListQuery,
} from '../clients-format.ts';

const STATUS_OPTIONS: Array<[ClientStatusFilter, ClientsMessageId]> = [
  ['all', 'toolbar.status.all'],
  ['active', 'toolbar.status.active'],
  ['inactive', 'toolbar.status.inactive'],
];
const SORT_OPTIONS: Array<[ClientSort, ClientsMessageId]> = [
  ['name', 'toolbar.sort.name'],
  ['recent', 'toolbar.sort.recent'],
  ['spend', 'toolbar.sort.spend'],
];

export function ClientsToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  sort,
  onSortChange,
  exportParams,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  status: ClientStatusFilter;
  onStatusChange: (value: ClientStatusFilter) => void;
  sort: ClientSort;
  onSortChange: (value: ClientSort) => void;
  /** The filters the CSV download applies (the settled search, not each keystroke). */
  /** null: no CSV export (a staff member). */
  exportParams: ClientListParams | null;
}) {
  const { t } = useClientsI18n();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('toolbar.search')}
          aria-label={t('toolbar.searchLabel')}
          className="ps-9"
          maxLength={100}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Select value={status} onValueChange={(value) => onStatusChange(value as ClientStatusFilter)}>
          <SelectTrigger className="sm:w-40" aria-label={t('toolbar.status')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUS_OPTIONS.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {t(label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={sort} onValueChange={(value) => onSortChange(value as ClientSort)}>
          <SelectTrigger className="sm:w-48" aria-label={t('toolbar.sort')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_OPTIONS.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {t(label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {exportParams ? (
          <Button asChild variant="outline" className="col-span-2 sm:col-span-1">
            <a href={`/api/clients.csv${clientListQuery(exportParams)}`} download>
              <Download aria-hidden="true" />
              {t('toolbar.export')}
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
