// Quick Actions (spec part 1 §2): New Booking opens the quick-booking dialog; the rest go to their pages.
import {
  BarChart3,
  CalendarDays,
  CalendarPlus,
  type LucideIcon,
  Palette,
  PanelsTopLeft,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';

const tileClass =
  'flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border bg-background p-3 text-center text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

function TileContent({ icon: Icon, label, tone }: { icon: LucideIcon; label: string; tone: string }) {
  return (
    <>
      <span className={`flex size-9 items-center justify-center rounded-full ${tone}`}>
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <span className="leading-tight">{label}</span>
    </>
  );
}

function LinkTile({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={tileClass}>
      {children}
    </Link>
  );
}

export function QuickActions() {
  const quickBooking = useQuickBooking();
  const { t } = useAppI18n();
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-base font-semibold leading-none tracking-tight">{t('quick.title')}</h2>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <button type="button" className={tileClass} onClick={() => quickBooking.open()}>
          <TileContent
            icon={CalendarPlus}
            label={t('quick.newBooking')}
            tone="bg-emerald-100 text-emerald-700"
          />
        </button>
        {/* Opens the Add Client dialog on arrival. */}
        <LinkTile href={`${paths.clients}?new=1`}>
          <TileContent icon={UserPlus} label={t('quick.addClient')} tone="bg-blue-100 text-blue-700" />
        </LinkTile>
        <LinkTile href={paths.calendar}>
          <TileContent icon={CalendarDays} label={t('quick.schedule')} tone="bg-violet-100 text-violet-700" />
        </LinkTile>
        <LinkTile href={paths.websiteBuilder}>
          <TileContent
            icon={PanelsTopLeft}
            label={t('quick.websiteBuilder')}
            tone="bg-sky-100 text-sky-700"
          />
        </LinkTile>
        <LinkTile href={paths.clientCustomization}>
          <TileContent icon={Palette} label={t('quick.customize')} tone="bg-pink-100 text-pink-700" />
        </LinkTile>
        <LinkTile href={paths.analytics}>
          <TileContent icon={BarChart3} label={t('quick.reports')} tone="bg-amber-100 text-amber-700" />
        </LinkTile>
      </CardContent>
    </Card>
  );
}
