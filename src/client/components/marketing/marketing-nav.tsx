// The fixed top navigation shared by the marketing pages; the pages differ only in where Sign In and
// Get Started lead (spec part 2 §2 'Shared top navigation').
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { cn } from '#client/lib/cn.ts';
import { BrandMark } from './brand-logo.tsx';
import { MarketingLink } from './marketing-link.tsx';
import { MARKETING_LABELS, MARKETING_NAV_LINKS, type MarketingLabels, PRODUCT_NAME } from './site.ts';

export interface MarketingNavProps {
  signInHref: string;
  getStartedHref: string;
  /** Its words in the page's language; English by default. */
  labels?: MarketingLabels;
}

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white';

export function MarketingNav({ signInHref, getStartedHref, labels = MARKETING_LABELS }: MarketingNavProps) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { user } = useAuth();
  // A signed-in owner is offered the way back to the app instead of Sign In / Get Started.
  const actions = user
    ? { secondary: null, primary: { href: '/dashboard', label: labels.dashboard } }
    : {
        secondary: { href: signInHref, label: labels.signIn },
        primary: { href: getStartedHref, label: labels.getStarted },
      };

  // Close the menu on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      focusRing,
      location === href
        ? 'bg-emerald-50 text-emerald-800'
        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    );

  return (
    // Sticky at the top for visitors; a signed-in owner already has the app's sticky bar above it.
    <header
      className={cn(
        'z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80',
        user ? 'relative' : 'sticky top-0',
      )}
    >
      <nav aria-label={labels.mainNav}>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className={cn('flex items-center gap-2 rounded-md', focusRing)}>
            <BrandMark className="size-8" />
            <span className="text-lg font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
            <span className="sr-only">{labels.home}</span>
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {MARKETING_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {labels[link.label]}
                </Link>
              </li>
            ))}
          </ul>

          <div className="hidden items-center gap-2 md:flex">
            {actions.secondary && (
              <MarketingLink href={actions.secondary.href} className={linkClass(actions.secondary.href)}>
                {actions.secondary.label}
              </MarketingLink>
            )}
            <MarketingLink
              href={actions.primary.href}
              className={cn(
                'rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800',
                focusRing,
              )}
            >
              {actions.primary.label}
            </MarketingLink>
          </div>

          <button
            type="button"
            className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden', focusRing)}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{open ? labels.closeMenu : labels.openMenu}</span>
          </button>
        </div>

        <div id={menuId} hidden={!open} className="border-t border-slate-200 bg-white md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {MARKETING_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={cn(linkClass(link.href), 'block text-base')}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {labels[link.label]}
                </Link>
              </li>
            ))}
            <li className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3">
              {actions.secondary && (
                <MarketingLink
                  href={actions.secondary.href}
                  className={cn(
                    'rounded-md border border-slate-300 px-4 py-2.5 text-center text-base font-medium text-slate-800 hover:bg-slate-50',
                    focusRing,
                  )}
                >
                  {actions.secondary.label}
                </MarketingLink>
              )}
              <MarketingLink
                href={actions.primary.href}
                className={cn(
                  'col-start-2 rounded-md bg-emerald-700 px-4 py-2.5 text-center text-base font-semibold text-white hover:bg-emerald-800',
                  focusRing,
                )}
              >
                {actions.primary.label}
              </MarketingLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
