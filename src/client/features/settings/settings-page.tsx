// Settings (/settings, spec part 2 §2): profile, business info, logo and banner, a link to the client dashboard
// editor, business hours, booking rules, team, a link to integrations, notification preferences, security and
// privacy, signed-in devices, API keys, billing, calendar feeds, push notifications, messages and the danger zone. Business sections
// need a business; the account ones do not. A manager gets all but API keys, billing and the danger zone (the
// owner's account); a staff member their account, their own time off and calendar.
import { LayoutDashboard, Mail, Plug, Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { CalendarFeedsSection } from '#client/features/settings/components/calendar-feeds-section.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { ApiKeysSection } from './components/api-keys-section.tsx';
import { BillingSection } from './components/billing-section.tsx';
import { BookingRulesSection } from './components/booking-rules-section.tsx';
import { BrandingSection } from './components/branding-section.tsx';
import { BusinessHoursSection } from './components/business-hours-section.tsx';
import { BusinessInfoSection } from './components/business-info-section.tsx';
import { DangerZoneSection } from './components/danger-zone-section.tsx';
import { LinkCard } from './components/link-card.tsx';
import { NotificationPreferencesSection } from './components/notification-preferences-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';
import { PushNotificationsCard } from './components/push-notifications-card.tsx';
import { SecuritySection } from './components/security-section.tsx';
import { SessionsSection } from './components/sessions-section.tsx';
import { TeamActivitySection } from './components/team-activity-section.tsx';
import { TeamSection } from './components/team-section.tsx';
import { browserTimeZone } from './locale-options.ts';

const SECTIONS = [
  'profile',
  'business',
  'branding',
  'hours',
  'booking-rules',
  'team',
  'team-activity',
  'calendar-feeds',
  'notifications',
  'push',
  'security',
  'sessions',
  'api-keys',
  'billing',
  'account',
] as const;
/** The owner's account, not the business: never a manager's. */
const OWNER_ONLY = new Set<string>(['api-keys', 'billing', 'account']);

export function SettingsPage() {
  const { t } = useSettingsI18n();
  const current = useCurrentRole();
  const business = useMyBusiness();
  // Dates in the business's zone, as on every owner page; the browser's before there is a business.
  const timeZone = business.data?.timezone ?? browserTimeZone() ?? 'UTC';
  const isOwner = current.role === 'owner';

  if (current.role === 'staff') {
    return (
      <>
        <PageHeader title={t('page.title')} description={t('page.staffDescription')} />
        <div className="grid grid-cols-1 gap-6">
          <ProfileSection />
          <TeamSection timeZone={timeZone} canManage={false} />
          <NotificationPreferencesSection />
          <PushNotificationsCard />
          <SecuritySection />
          <SessionsSection timeZone={timeZone} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {business.isPending || current.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
        </div>
      ) : business.isError ? (
        <div className="grid gap-6">
          <p
            role="alert"
            className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
          >
            {errorMessage(business.error)}
          </p>
          <ProfileSection />
          <NotificationPreferencesSection />
          <SecuritySection />
          <SessionsSection timeZone={timeZone} />
          <BillingSection timeZone={timeZone} />
          <DangerZoneSection />
        </div>
      ) : business.data === null ? (
        <div className="grid gap-6">
          <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Store className="size-6" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">{t('page.noBusiness.title')}</h2>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('page.noBusiness.text')}</p>
            <Button className="mt-6" asChild>
              <Link href={paths.registerBusiness}>{t('page.noBusiness.action')}</Link>
            </Button>
          </div>
          <ProfileSection />
          <NotificationPreferencesSection />
          <SecuritySection />
          <SessionsSection timeZone={timeZone} />
          <BillingSection timeZone={timeZone} />
          <DangerZoneSection />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
          <nav aria-label={t('page.sections')} className="hidden lg:block">
            <ul className="sticky top-24 grid gap-0.5">
              {SECTIONS.filter((section) => isOwner || !OWNER_ONLY.has(section)).map((section) => (
                <li key={section}>
                  <a
                    href={`#${section}`}
                    className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t(`page.nav.${section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <ProfileSection />
            <BusinessInfoSection business={business.data} />
            <BrandingSection business={business.data} />
            <LinkCard
              href={paths.clientCustomization}
              icon={LayoutDashboard}
              title={t('link.clientDashboard.title')}
              description={t('link.clientDashboard.text')}
            />
            <BusinessHoursSection />
            <BookingRulesSection />
            <TeamSection timeZone={business.data.timezone} canManage />
            <TeamActivitySection timeZone={business.data.timezone} />
            <CalendarFeedsSection />
            <LinkCard
              href={paths.integrations}
              icon={Plug}
              title={t('link.integrations.title')}
              description={t('link.integrations.text')}
            />
            <NotificationPreferencesSection />
            <PushNotificationsCard />
            <LinkCard
              href={paths.messages}
              icon={Mail}
              title={t('link.messages.title')}
              description={t('link.messages.text')}
            />
            <SecuritySection />
            <SessionsSection timeZone={timeZone} />
            {isOwner ? (
              <>
                <ApiKeysSection timeZone={timeZone} />
                <BillingSection timeZone={timeZone} />
                <DangerZoneSection />
              </>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
