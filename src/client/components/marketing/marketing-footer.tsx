// Footer shared by the marketing pages: product links, company facts and the legal line.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from './brand-logo.tsx';
import { MARKETING_LABELS, type MarketingLabels, PRODUCT_NAME } from './site.ts';

const COLUMNS = [
  {
    title: 'product',
    links: [
      { href: '/features', label: 'features' },
      { href: '/pricing', label: 'pricing' },
      { href: '/book/demo', label: 'liveDemo' },
      { href: '/pwa', label: 'mobileApp' },
    ],
  },
  {
    title: 'tools',
    links: [
      { href: '/color-generator', label: 'paletteGenerator' },
      { href: '/auth', label: 'startTrial' },
      { href: '/support', label: 'support' },
    ],
  },
] as const;

/** `labels`: its words in the page's language (English by default); `languageSwitcher`: the landing page's. */
export function MarketingFooter({
  labels = MARKETING_LABELS,
  languageSwitcher,
}: {
  labels?: MarketingLabels;
  languageSwitcher?: ReactNode;
}) {
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark className="size-8" />
            <span className="text-lg font-bold text-white">{PRODUCT_NAME}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{labels.footerAbout}</p>
          {languageSwitcher && <div className="mt-6">{languageSwitcher}</div>}
        </div>
        {COLUMNS.map((column) => (
          <div key={labels[column.title]}>
            <h2 className="text-sm font-semibold text-white">{labels[column.title]}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
                  >
                    {labels[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        {/* The pre-rendered '/' carries its build's year; at New Year the visitor's clock may be ahead of it. */}
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {labels.rights}
        </p>
      </div>
    </footer>
  );
}
