// The portfolio dialog (loaded on first open): a featured live website in a frame and six example projects,
// each leading to sign-up for a similar site (spec part 2 §2).
import { Check, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FEATURED_SITE_URL, PORTFOLIO_PROJECTS, PROJECT_FEATURES } from '../content/portfolio.ts';
import { usePortfolioI18n } from '../portfolio-i18n.ts';

export interface PortfolioDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2';

export function PortfolioDialog({ open, onOpenChange }: PortfolioDialogProps) {
  const { t, intl } = usePortfolioI18n();
  const site = t('portfolio.site.title');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl gap-6 p-4 sm:p-6" closeLabel={t('portfolio.close')}>
        <DialogHeader>
          <DialogTitle className="text-2xl">{t('portfolio.title')}</DialogTitle>
          <DialogDescription>
            {t('portfolio.description', { price: formatUsd(WEBSITE_PACKAGE.price, intl) })}
          </DialogDescription>
        </DialogHeader>

        <section
          aria-labelledby="featured-site-heading"
          className="overflow-hidden rounded-xl border border-slate-200"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
            <div>
              <h3 id="featured-site-heading" className="font-semibold text-slate-900">
                {t('portfolio.featured', { title: site })}
              </h3>
              <p className="text-sm text-slate-600">{t('portfolio.site.description')}</p>
            </div>
            <a
              href={FEATURED_SITE_URL}
              target="_blank"
              rel="noopener"
              className={`inline-flex items-center gap-1 rounded-md text-sm font-semibold text-emerald-800 hover:underline ${focusRing}`}
            >
              {t('portfolio.open')} <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </a>
          </div>
          <iframe
            src={FEATURED_SITE_URL}
            title={t('portfolio.preview', { title: site })}
            loading="lazy"
            className="h-[360px] w-full bg-white sm:h-[440px]"
          />
        </section>

        <section aria-labelledby="projects-heading">
          <h3 id="projects-heading" className="text-lg font-semibold text-slate-900">
            {t('portfolio.projects')}
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PORTFOLIO_PROJECTS.map((project) => (
              <li
                key={project.id}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200"
              >
                <div className={`bg-gradient-to-br ${project.gradient} px-4 py-6 text-white`}>
                  <p className="text-xs font-semibold uppercase tracking-wider">
                    {t(`portfolio.projects.${project.id}.category`)}
                  </p>
                  <h4 className="mt-1 text-lg font-bold">{t(`portfolio.projects.${project.id}.title`)}</h4>
                </div>
                <ul className="flex-1 space-y-1.5 p-4 text-sm text-slate-700">
                  {PROJECT_FEATURES.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                      {t(`portfolio.projects.${project.id}.${feature}`)}
                    </li>
                  ))}
                </ul>
                <div className="p-4 pt-0">
                  <Link
                    href="/auth"
                    className={`block rounded-lg bg-emerald-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
                    aria-label={t('portfolio.similarLabel', {
                      category: t(`portfolio.projects.${project.id}.category`),
                    })}
                  >
                    {t('portfolio.similar')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
