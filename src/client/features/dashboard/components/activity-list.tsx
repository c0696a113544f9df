// A list of Live Activity items: unread ones stand out; clicking one marks it read (persisted). An item's title and
// description are worded in the app's language from what the server stored of it (news-i18n.ts, docs/decisions/047),
// as is what the list adds (its age, amount, rating, the screen readers' words).
import {
  Activity,
  Bell,
  CalendarPlus,
  CreditCard,
  ExternalLink,
  Info,
  type LucideIcon,
  MessageSquare,
  Star,
  Trophy,
} from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { useNewsWords } from '#client/lib/app-i18n/news-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { ActivityItem } from '#shared/schemas/analytics.ts';
import { useMarkActivityRead } from '../api/mark-activity-read.ts';
import { type ActivityAgeWords, formatActivityTime, formatAmount } from '../dashboard-format.ts';

const ICONS: Record<ActivityItem['type'], { icon: LucideIcon; tone: string }> = {
  booking: { icon: CalendarPlus, tone: 'bg-emerald-100 text-emerald-700' },
  payment: { icon: CreditCard, tone: 'bg-blue-100 text-blue-700' },
  review: { icon: Star, tone: 'bg-amber-100 text-amber-700' },
  message: { icon: MessageSquare, tone: 'bg-sky-100 text-sky-700' },
  reminder: { icon: Bell, tone: 'bg-violet-100 text-violet-700' },
  system: { icon: Info, tone: 'bg-slate-100 text-slate-700' },
  milestone: { icon: Trophy, tone: 'bg-pink-100 text-pink-700' },
  other: { icon: Activity, tone: 'bg-slate-100 text-slate-700' },
};

function ActivityRow({
  item,
  currency,
  timeZone,
  now,
}: {
  item: ActivityItem;
  currency: string;
  timeZone: string;
  now: Date;
}) {
  const { t, locale, intl } = useDashboardCardsI18n();
  const ago =
    (id: 'activity.minutesAgo' | 'activity.hoursAgo' | 'activity.daysAgo', unit: string) => (count: number) =>
      t(id, { count, [unit]: formatCount(count, intl) });
  const age: ActivityAgeWords = {
    justNow: t('activity.justNow'),
    minutes: ago('activity.minutesAgo', 'minutes'),
    hours: ago('activity.hoursAgo', 'hours'),
    days: ago('activity.daysAgo', 'days'),
    locale: intl,
  };
  const markRead = useMarkActivityRead();
  const { title, text } = useNewsWords()({ title: item.title, message: item.description, news: item.news });
  const { icon: Icon, tone } = ICONS[item.type] ?? ICONS.other;
  const actionUrl = item.actionUrl?.startsWith('/') ? item.actionUrl : null;
  return (
    <li className={cn('flex items-stretch gap-1 rounded-lg', item.unread && 'bg-accent/70')}>
      <button
        type="button"
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-2.5 text-start transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => (item.unread ? markRead.mutate(item.id) : undefined)}
      >
        <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', item.unread ? 'font-semibold' : 'font-medium')}>
              {title}
            </span>
            {item.unread ? (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">{t('activity.unreadItem')}</span>
              </>
            ) : null}
          </span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{text}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>{formatActivityTime(item.time, timeZone, now, age)}</span>
            {item.amount !== undefined ? (
              <span className="font-medium text-emerald-700">
                {formatAmount(item.amount, currency, intl)}
              </span>
            ) : null}
            {item.rating !== undefined ? (
              <span className="font-medium text-amber-700">
                ★{' '}
                {locale === 'en'
                  ? item.rating.toFixed(1)
                  : item.rating.toLocaleString(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      {actionUrl ? (
        <Link
          href={actionUrl}
          className="flex w-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('activity.open', { title })}
          onClick={() => (item.unread ? markRead.mutate(item.id) : undefined)}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </li>
  );
}

export function ActivityList({
  items,
  currency,
  timeZone,
  now,
  label,
}: {
  items: ActivityItem[];
  currency: string;
  /** The business's zone, which dates items older than a week. */
  timeZone: string;
  now: Date;
  label: string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-1" aria-label={label}>
      {items.map((item) => (
        <ActivityRow key={item.id} item={item} currency={currency} timeZone={timeZone} now={now} />
      ))}
    </ul>
  );
}
