// Footer shared by the marketing pages: product links, company facts and the legal line.
import { Link } from 'wouter';
import { BrandMark } from './brand-logo.tsx';
import { PRODUCT_NAME } from './site.ts';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/book/demo', label: 'Live demo' },
      { href: '/pwa', label: 'Mobile app' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { href: '/color-generator', label: 'Color palette generator' },
      { href: '/auth', label: 'Start free trial' },
      { href: '/support', label: 'Help & support' },
    ],
  },
] as const;

export function MarketingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark className="size-8" />
            <span className="text-lg font-bold text-white">{PRODUCT_NAME}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
            Online booking and business management for barbers, salons, spas, fitness studios and clinics.
            14-day free trial, no credit card required.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
                  >
                    {link.label}
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
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
