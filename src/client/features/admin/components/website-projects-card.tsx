// Website projects of every business: the admin moves each through pending / in progress / completed / failed
// and sets the address it was deployed to (https only); the owner is notified of each change by the server.
import { type FormEvent, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import {
  type AdminWebsiteProject,
  WEBSITE_PROJECT_STATUSES,
  websiteProjectUpdateSchema,
} from '#shared/schemas/admin.ts';
import { websiteStatusLabel } from '#shared/schemas/website.ts';
import { shortDate, usd } from '../admin-format.ts';
import { useAdminWebsiteProjects, useUpdateWebsiteProject } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

function ProjectRow({ project }: { project: AdminWebsiteProject }) {
  const update = useUpdateWebsiteProject();
  const [status, setStatus] = useState(project.status);
  const [url, setUrl] = useState(project.deployedUrl ?? '');
  const [error, setError] = useState<string>();
  const urlId = `project-url-${project.id}`;
  const errorId = `${urlId}-error`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = websiteProjectUpdateSchema.safeParse({ status, deployedUrl: url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate({ id: project.id, status: parsed.data.status, deployedUrl: url });
  };
  return (
    <li className="rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-medium">{project.title}</h3>
          <p className="text-sm text-muted-foreground">
            {project.businessName} · {project.businessType} · {usd(project.pricing)} ·{' '}
            {shortDate(project.createdAt)}
          </p>
        </div>
        <Badge variant={project.status === 'completed' ? 'success' : 'secondary'} className="capitalize">
          {websiteStatusLabel(project.status)}
        </Badge>
      </div>
      <form onSubmit={save} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger className="w-40" aria-label={`Status of ${project.title}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {WEBSITE_PROJECT_STATUSES.map((s) => (
              <SelectItem key={s} value={s} className="capitalize">
                {websiteStatusLabel(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="grid min-w-60 flex-1 gap-1.5">
          <label htmlFor={urlId} className="text-sm font-medium">
            Deployed address
          </label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        {error ? (
          <p id={errorId} className="w-full text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

export function WebsiteProjectsCard() {
  const projects = useAdminWebsiteProjects();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Website projects</h2>
        <CardDescription>Each change of status or address notifies the business's owner.</CardDescription>
      </CardHeader>
      <CardContent>
        <Loaded query={projects} label="website projects">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No website projects yet.</p>
            ) : (
              <ul className="grid gap-3">
                {list.map((project) => (
                  <ProjectRow
                    key={`${project.id}-${project.status}-${project.deployedUrl}`}
                    project={project}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
    </Card>
  );
}
