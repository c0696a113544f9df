// The booking summary: service, staff, date, time and price as chosen so far, and what is paid online first.

import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { formatDuration, formatLocalDate, formatPrice, formatTime12 } from '#client/lib/format.ts';
import type { PublicService } from '#shared/schemas/service.ts';

export type SummaryProps = {
  service: PublicService | undefined;
  staffName: string;
  date: string | null;
  time: string | null;
  currency: string;
};

export function BookingSummary({ service, staffName, date, time, currency }: SummaryProps) {
  const { t, intl } = usePublicI18n();
  const rows: Array<[string, string]> = [
    [
      t('summary.service'),
      service
        ? t('summary.serviceDuration', {
            service: service.name,
            duration: formatDuration(service.duration, intl),
          })
        : t('summary.notChosen'),
    ],
    [t('dateTime.staff'), staffName],
    [
      t('dateTime.date'),
      date ? formatLocalDate(date, { weekday: 'long', month: 'long', day: 'numeric' }, intl) : '—',
    ],
    [t('dateTime.time'), time ? formatTime12(time, intl) : '—'],
  ];
  return (
    <div className={`${LAYOUT_SURFACE} bg-card p-4 sm:p-5`}>
      <h2 className="mb-3 text-base font-semibold">{t('summary.title')}</h2>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold">{t('summary.total')}</dt>
          <dd className="font-bold">
            <span dir="ltr">{service ? formatPrice(service.price, currency, intl) : '—'}</span>
          </dd>
        </div>
        {service?.depositAmount ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('summary.dueNow')}</dt>
            <dd className="text-end font-medium">{formatPrice(service.depositAmount, currency, intl)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** Small screens: the choice so far, pinned to the bottom while the customer scrolls through dates and times. */
export function MobileSummaryBar({ service, staffName, date, time, currency }: SummaryProps) {
  const { t, intl } = usePublicI18n();
  if (!service) return null;
  const when = [
    date ? formatLocalDate(date, { weekday: 'short', month: 'short', day: 'numeric' }, intl) : null,
    time ? formatTime12(time, intl) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
      <p className="sr-only">{t('summary.yourSelection')}</p>
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 text-sm">
        <div className="min-w-0">
          <p className="truncate font-semibold">{service.name}</p>
          <p className="truncate text-muted-foreground">
            {when || t('summary.chooseDateTime', { staff: staffName })}
          </p>
        </div>
        <p dir="ltr" className="shrink-0 text-base font-bold">
          {formatPrice(service.price, currency, intl)}
        </p>
      </div>
    </div>
  );
}
