// Sidebar promo cards: share the public booking page (only with a business) and upgrade to Pro.
import { Crown, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { type AppMessageId, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';

// On short screens the cards drop their descriptions so the whole sidebar still fits without scrolling.
const description = 'mt-1 text-xs [@media(max-height:820px)]:hidden';

async function copyBookingLink(slug: string, t: Translator<AppMessageId>) {
  const url = `${window.location.origin}${paths.book.build(slug)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('shell.linkCopied'), description: url });
  } catch {
    toast({
      title: t('shell.copyFailed'),
      description: t('shell.copyInstead', { url }),
      variant: 'destructive',
    });
  }
}

export function ShareBookingCard({ slug }: { slug: string }) {
  const { t } = useAppI18n();
  return (
    <div className="rounded-xl border bg-gradient-to-br from-emerald-50 to-teal-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
        <Link2 className="size-4" aria-hidden="true" />
        {t('shell.shareTitle')}
      </p>
      <p className={`${description} text-emerald-900/80`}>{t('shell.shareText')}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2 h-8 w-full bg-white"
        onClick={() => void copyBookingLink(slug, t)}
      >
        {t('shell.copyLink')}
      </Button>
    </div>
  );
}

export function UpgradeCard() {
  const { t } = useAppI18n();
  return (
    <div className="rounded-xl bg-gradient-to-br from-slate-900 to-emerald-950 p-3 text-white">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4 text-amber-300" aria-hidden="true" />
        {t('shell.proTitle')}
      </p>
      <p className={`${description} text-white/75`}>{t('shell.proText')}</p>
      <Button asChild size="sm" className="mt-2 h-8 w-full bg-brand text-brand-foreground hover:bg-brand/90">
        <Link href={paths.pricing}>{t('shell.upgrade')}</Link>
      </Button>
    </div>
  );
}
