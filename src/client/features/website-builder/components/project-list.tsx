// 'Your Projects': each website project with its status chip, price and, once completed, a View Website link.
import { ExternalLink, Globe } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useWebsiteI18n } from '#client/lib/app-i18n/website-i18n.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import type { WebsiteProject } from '#shared/schemas/website.ts';
import { businessTypeLabel, formatProjectPrice, projectStatusLabel, statusTone } from '../website-format.ts';

export function ProjectList({
  projects,
  timeZone,
  onStart,
}: {
  projects: WebsiteProject[];
  /** The business's zone, which dates the requests. */
  timeZone: string;
  onStart: () => void;
}) {
  const { t, intl } = useWebsiteI18n();
  return (
    <Card role="region" aria-labelledby="projects-heading">
      <CardHeader>
        <CardTitle id="projects-heading" className="text-xl">
          {t('projects.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <Globe aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">{t('projects.empty')}</p>
            <Button onClick={onStart}>{t('project.start')}</Button>
          </div>
        ) : (
          <ul className="grid gap-3">
            {projects.map((project) => (
              <li
                key={project.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <h3 className="font-semibold break-words">{project.title}</h3>
                  <p className="text-sm text-muted-foreground">
                    {t('projects.details', {
                      type: businessTypeLabel(project.businessType, t),
                      price: formatProjectPrice(project.pricing, intl),
                      date: formatInstantDate(project.createdAt, timeZone, undefined, intl),
                    })}
                  </p>
                  <p className="line-clamp-2 text-sm break-words">{project.description}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge className={statusTone(project.status)}>
                    {projectStatusLabel(project.status, t)}
                  </Badge>
                  {project.status === 'completed' && project.deployedUrl ? (
                    <Button asChild size="sm" variant="outline">
                      <a href={project.deployedUrl} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden="true" />
                        {t('projects.view')}
                        <span className="sr-only">{t('projects.newTab')}</span>
                      </a>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
