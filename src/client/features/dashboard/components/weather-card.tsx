// The dashboard's weather card: the city comes from the browser's time zone (spec part 2 §7).
import { Cloud } from 'lucide-react';
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
  return (
    <section
      aria-label="Weather"
      aria-busy={!data}
      className="flex min-h-10 items-center gap-3 rounded-lg border bg-card px-3 py-1.5 text-sm shadow-xs"
    >
      <Cloud aria-hidden="true" className="size-5 shrink-0 text-sky-600" />
      {data ? (
        <p className="leading-tight">
          <span className="font-semibold tabular-nums">{data.temperature}°C</span>{' '}
          <span>{capitalize(data.description)}</span>
          <span className="block text-xs text-muted-foreground">
            {data.location}
            {data.fallback ? ' · live weather unavailable' : ''}
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground">Loading weather...</p>
      )}
    </section>
  );
}
