// The first dates with a free time, shown in step 2 before a service is chosen, so the first screen already says
// when the business can see the customer. Rendered by the server (docs/decisions/008); absent when the app
// navigated here itself.

import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { formatLocalDate } from '#client/lib/format.ts';

export function FreeDaysNote({ freeDays }: { freeDays: FreeDays | undefined }) {
  const { t, intl } = usePublicI18n();
  if (!freeDays || freeDays.dates.length === 0) return null;
  const names = freeDays.dates.map((date) =>
    date === freeDays.today
      ? t('dateTime.today')
      : formatLocalDate(date, { weekday: 'short', month: 'short', day: 'numeric' }, intl),
  );
  return (
    <p className="mt-2 text-sm font-medium">{t('dateTime.nextFreeDays', { days: names.join(' · ') })}</p>
  );
}
