// 'Your Projects': each website project with its status chip, price and, once completed, a View Website link.
import { ExternalLink, Globe } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatInstantDate } from '#client/lib/format.ts';
import { type WebsiteProject, websiteStatusLabel } from '#shared/schemas/website.ts';
import { formatProjectPrice, statusTone } from '../website-format.ts';

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
  return (
    <Card role="region" aria-labelledby="projects-heading">
      <CardHeader>
        <CardTitle id="projects-heading" className="text-xl">
          Your Projects
        </CardTitle>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <Globe aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">No website projects yet.</p>
            <Button onClick={onStart}>Start Your Website Project</Button>
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
                    {project.businessType} · {formatProjectPrice(project.pricing)} · Requested{' '}
                    {formatInstantDate(project.createdAt, timeZone)}
                  </p>
                  <p className="line-clamp-2 text-sm break-words">{project.description}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge className={statusTone(project.status)}>{websiteStatusLabel(project.status)}</Badge>
                  {project.status === 'completed' && project.deployedUrl ? (
                    <Button asChild size="sm" variant="outline">
                      <a href={project.deployedUrl} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden="true" />
                        View Website
                        <span className="sr-only"> (opens in a new tab)</span>
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
