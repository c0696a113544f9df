// The dashboard's weather card: the city comes from the browser's time zone (spec part 2 §7). The provider's words
// for the sky are a known list (weather.service.ts), said in the app's language; the city stays as it is named.
import { Cloud } from 'lucide-react';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { cityForTimeZone } from '#shared/schemas/weather.ts';
import { useWeather } from '../api/get-weather.ts';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function WeatherCard() {
  const weather = useWeather(cityForTimeZone(browserTimeZone()));
  const data = weather.data;
  const { t, intl } = useDashboardCardsI18n();
  return (
    <section
      aria-label={t('weather.label')}
      aria-busy={!data}
      className="flex min-h-10 items-center gap-3 rounded-lg border bg-card px-3 py-1.5 text-sm shadow-xs"
    >
      <Cloud aria-hidden="true" className="size-5 shrink-0 text-sky-600" />
      {data ? (
        <p className="leading-tight">
          <span className="font-semibold tabular-nums">
            {t('weather.temperature', { degrees: formatCount(data.temperature, intl) })}
          </span>{' '}
          <span>
            {t('weather.sky', {
              sky: data.description.replaceAll(' ', '_'),
              text: capitalize(data.description),
            })}
          </span>
          <span className="block text-xs text-muted-foreground">
            {data.location}
            {data.fallback ? ` · ${t('weather.unavailable')}` : ''}
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground">{t('weather.loading')}</p>
      )}
    </section>
  );
}
