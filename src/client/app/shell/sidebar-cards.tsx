// Sidebar promo cards: share the public booking page (only with a business) and upgrade to Pro.
import { Crown, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';

// On short screens the cards drop their descriptions so the whole sidebar still fits without scrolling.
const description = 'mt-1 text-xs [@media(max-height:820px)]:hidden';

export async function copyBookingLink(slug: string) {
  const url = `${window.location.origin}${paths.book.build(slug)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: url });
  } catch {
    toast({ title: 'Copy failed', description: `Copy this link instead: ${url}`, variant: 'destructive' });
  }
}

export function ShareBookingCard({ slug }: { slug: string }) {
  return (
    <div className="rounded-xl border bg-gradient-to-br from-emerald-50 to-teal-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
        <Link2 className="size-4" aria-hidden="true" />
        Share Booking Page
      </p>
      <p className={`${description} text-emerald-900/80`}>Clients book you 24/7 from your own link.</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2 h-8 w-full bg-white"
        onClick={() => void copyBookingLink(slug)}
      >
        Copy Link
      </Button>
    </div>
  );
}

export function UpgradeCard() {
  return (
    <div className="rounded-xl bg-gradient-to-br from-slate-900 to-emerald-950 p-3 text-white">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4 text-amber-300" aria-hidden="true" />
        Unlock Pro Features
      </p>
      <p className={`${description} text-white/75`}>Reminders, analytics and your own brand.</p>
      <Button asChild size="sm" className="mt-2 h-8 w-full bg-brand text-brand-foreground hover:bg-brand/90">
        <Link href={paths.pricing}>Upgrade Now</Link>
      </Button>
    </div>
  );
}
