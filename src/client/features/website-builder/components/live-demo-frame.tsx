// The live demo: the owner's own booking page in a frame, the part of the site every website we build links to.
import { ExternalLink } from 'lucide-react';
import { paths } from '#client/app/paths.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useWebsiteI18n } from '#client/lib/app-i18n/website-i18n.ts';

export function LiveDemoFrame({ slug, businessName }: { slug: string; businessName: string }) {
  const { t } = useWebsiteI18n();
  const url = paths.book.build(slug);
  return (
    <Card role="region" aria-labelledby="live-demo-heading">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="live-demo-heading" className="text-xl">
            {t('demo.title')}
          </CardTitle>
          <CardDescription>{t('demo.text', { business: businessName })}</CardDescription>
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('demo.open')} <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </CardHeader>
      <CardContent>
        <div className="overflow-hidden rounded-lg border">
          <div className="flex items-center gap-2 border-b bg-muted px-3 py-2" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
            <span className="ms-2 truncate text-xs text-muted-foreground">{url}</span>
          </div>
          <iframe
            src={url}
            title={t('demo.frame', { business: businessName })}
            loading="lazy"
            className="h-[420px] w-full bg-white"
          />
        </div>
      </CardContent>
    </Card>
  );
}
