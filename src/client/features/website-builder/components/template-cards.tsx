// Portfolio cards: the stored industry templates (name, preview, what each includes); each starts a project.
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
import type { WebsiteTemplate } from '#shared/schemas/website.ts';

export function TemplateCards({
  templates,
  onStart,
}: {
  templates: WebsiteTemplate[];
  onStart: (template: WebsiteTemplate) => void;
}) {
  return (
    <section aria-labelledby="portfolio-heading" className="grid gap-4">
      <div>
        <h2 id="portfolio-heading" className="text-xl font-semibold">
          Portfolio
        </h2>
        <p className="text-sm text-muted-foreground">
          Industry templates our team builds your website from. Pick one to start.
        </p>
      </div>
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No templates are available right now.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {templates.map((template) => (
            <li key={template.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                {template.previewUrl ? (
                  <img
                    src={template.previewUrl}
                    alt={`${template.name} template preview`}
                    width={400}
                    height={250}
                    loading="lazy"
                    className="aspect-[8/5] w-full border-b bg-muted object-cover"
                  />
                ) : null}
                <CardHeader className="gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{template.name}</CardTitle>
                    <Badge variant="secondary">{template.category}</Badge>
                  </div>
                  {template.description ? <CardDescription>{template.description}</CardDescription> : null}
                </CardHeader>
                <CardContent className="flex-1">
                  <h3 className="sr-only">Includes</h3>
                  <ul className="grid gap-1.5 text-sm">
                    {template.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button variant="outline" className="w-full" onClick={() => onStart(template)}>
                    Start with {template.name}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
