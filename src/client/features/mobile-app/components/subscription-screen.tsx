// Step 3: the subscription offer: start the 14-day trial (a 2 s set-up step) or continue with a free account.
// Registration already starts the trial on the server; this screen tells the owner where they stand.
import { Check, Crown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { type PwaMessageId, usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

export const TRIAL_SETUP_MS = 2000;

const TRIAL_FEATURES: PwaMessageId[] = [
  'trial.feature.bookings',
  'trial.feature.reminders',
  'trial.feature.branding',
  'trial.feature.analytics',
  'trial.feature.support',
];

/** The plan's price per user and month, in whole dollars: '$5' ('5 $' in German). */
const PLAN_PRICE_USD = 5;

/** The trial's last day in the Intl locale `intl`: 'December 13, 2026' ('13. Dezember 2026'). */
function trialEnds(user: PublicUser, intl: string): string | null {
  if (!user.trialEndDate) return null;
  const date = new Date(user.trialEndDate);
  if (Number.isNaN(date.getTime()) || date.getTime() < Date.now()) return null;
  return new Intl.DateTimeFormat(intl, { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

export function SubscriptionScreen({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { t, intl } = usePwaI18n();
  const [settingUp, setSettingUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const startTrial = () => {
    setSettingUp(true);
    timer.current = setTimeout(onDone, TRIAL_SETUP_MS);
  };
  const endsOn = trialEnds(user, intl);
  const price = new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(PLAN_PRICE_USD);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-emerald-50 to-white px-6 py-10">
      <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-emerald-700 text-white shadow-lg">
        <Crown className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-center text-2xl font-bold text-slate-900">
        {user.firstName ? t('trial.welcomeName', { name: user.firstName }) : t('trial.welcome')}
      </h1>
      <p className="mt-2 text-center text-slate-600">{t('trial.intro')}</p>
      <div className="mt-8 rounded-2xl border-2 border-emerald-600 bg-white p-5 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">{t('trial.plan')}</p>
        <p className="mt-1">
          <span className="text-3xl font-extrabold text-slate-900">{price}</span>
          <span className="text-slate-600"> {t('trial.perUser')}</span>
        </p>
        <ul className="mt-4 space-y-2">
          {TRIAL_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
              <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {t(feature)}
            </li>
          ))}
        </ul>
        {endsOn && <p className="mt-4 text-sm text-slate-600">{t('trial.endsOn', { date: endsOn })}</p>}
      </div>
      <div className="mt-8 grid gap-3">
        <Button size="lg" onClick={startTrial} disabled={settingUp}>
          {settingUp ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              {t('trial.settingUp')}
            </>
          ) : (
            t('trial.start')
          )}
        </Button>
        <Button size="lg" variant="ghost" onClick={onDone} disabled={settingUp}>
          {t('trial.free')}
        </Button>
      </div>
    </div>
  );
}
