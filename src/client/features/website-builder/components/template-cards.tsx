// Portfolio cards: the stored industry templates (name, preview, what each includes) in the app's language; each
// starts a project.
import { Check } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useWebsiteI18n } from '#client/lib/app-i18n/website-i18n.ts';
import type { WebsiteTemplate } from '#shared/schemas/website.ts';
import { businessTypeLabel, templateWords } from '../website-format.ts';

export function TemplateCards({
  templates,
  onStart,
}: {
  templates: WebsiteTemplate[];
  onStart: (template: WebsiteTemplate) => void;
}) {
  const { t } = useWebsiteI18n();
  return (
    <section aria-labelledby="portfolio-heading" className="grid min-w-0 grid-cols-1 gap-4">
      <div>
        <h2 id="portfolio-heading" className="text-xl font-semibold">
          {t('templates.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('templates.intro')}</p>
      </div>
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('templates.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {templates.map((template) => {
            const { name, description, features } = templateWords(template, t);
            return (
              <li key={template.id} className="min-w-0">
                <Card className="flex h-full flex-col overflow-hidden">
                  {template.previewUrl ? (
                    <img
                      src={template.previewUrl}
                      alt={t('templates.preview', { template: name })}
                      width={400}
                      height={250}
                      loading="lazy"
                      className="aspect-[8/5] w-full border-b bg-muted object-cover"
                    />
                  ) : null}
                  <CardHeader className="gap-2">
                    <div className="flex items-center justify-between gap-2">
                      <CardTitle>{name}</CardTitle>
                      <Badge variant="secondary">{businessTypeLabel(template.category, t)}</Badge>
                    </div>
                    {description ? <CardDescription>{description}</CardDescription> : null}
                  </CardHeader>
                  <CardContent className="flex-1">
                    <h3 className="sr-only">{t('templates.includes')}</h3>
                    <ul className="grid gap-1.5 text-sm">
                      {features.map((feature) => (
                        <li key={feature} className="flex items-start gap-2">
                          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                  <CardFooter>
                    <Button variant="outline" className="w-full" onClick={() => onStart(template)}>
                      {t('templates.start', { template: name })}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
