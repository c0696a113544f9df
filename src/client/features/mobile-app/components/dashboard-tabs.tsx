// The mobile dashboard's Clients tab (today's clients) and Settings tab (account, business, shortcuts).
import { ExternalLink, LogOut, Palette, Settings, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import { type TodayBooking, todaysClients } from '../today-summary.ts';

export function ClientsTab({ bookings, loading }: { bookings: readonly TodayBooking[]; loading: boolean }) {
  const { t } = usePwaI18n();
  const clients = todaysClients(bookings);
  return (
    <section aria-labelledby="pwa-clients-heading" className="grid grid-cols-1 gap-3">
      <h2 id="pwa-clients-heading" className="font-semibold">
        {t('clients.title')}
      </h2>
      {loading ? (
        <p className="py-6 text-center text-muted-foreground">{t('clients.loading')}</p>
      ) : clients.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-6 text-center text-muted-foreground">
          {t('clients.none')}
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {clients.map((name) => (
            <li key={name} className="flex items-center gap-3 px-4 py-3">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800"
                aria-hidden="true"
              >
                {name.slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0 font-medium break-words">{name}</span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" asChild>
        <Link href="/clients">
          <Users aria-hidden="true" />
          {t('clients.all')}
        </Link>
      </Button>
    </section>
  );
}

export function SettingsTab({ user, business }: { user: PublicUser; business: OwnerBusiness }) {
  const { t } = usePwaI18n();
  const { t: appT } = useAppI18n();
  const { logoutMutation } = useAuth();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="pwa-settings-heading" className="grid grid-cols-1 gap-4">
      <h2 id="pwa-settings-heading" className="font-semibold">
        {t('tab.settings')}
      </h2>
      <dl className="divide-y rounded-xl border bg-card text-sm">
        {[
          [t('settings.name'), name || '—'],
          [t('settings.email'), user.email],
          [t('settings.business'), business.name],
          [t('settings.link'), `/book/${business.slug}`],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2">
        <Button variant="outline" asChild>
          <Link href={`/book/${business.slug}`}>
            <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
            {t('settings.openPage')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/client-customization">
            <Palette aria-hidden="true" />
            {t('settings.customize')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            {t('settings.all')}
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {appT(logoutMutation.isPending ? 'shell.signingOut' : 'shell.signOut')}
        </Button>
      </div>
    </section>
  );
}
