// Website projects of every business: the admin moves each through pending / in progress / completed / failed
// and sets the address it was deployed to (https only); the owner is notified of each change by the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
  type WebsiteProjectUpdate,
  websiteProjectUpdateSchema,
} from '#shared/schemas/admin.ts';
import { websiteStatusLabel } from '#shared/schemas/website.ts';
import { shortDate, usd } from '../admin-format.ts';
import { useAdminWebsiteProjects, useUpdateWebsiteProject } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

function ProjectRow({ project }: { project: AdminWebsiteProject }) {
  const update = useUpdateWebsiteProject();
  const form = useForm<WebsiteProjectUpdate, unknown, z.output<typeof websiteProjectUpdateSchema>>({
    resolver: zodResolver(websiteProjectUpdateSchema),
    defaultValues: {
      // The admin API types it as text; the database holds only these (a check constraint) and Save checks it.
      status: project.status as WebsiteProjectUpdate['status'],
      deployedUrl: project.deployedUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const error = errors.status?.message ?? errors.deployedUrl?.message;
  const urlId = `project-url-${project.id}`;
  const errorId = `${urlId}-error`;
  // The schema reads a cleared address as null; the API is told to clear it with ''.
  const save = form.handleSubmit(({ status, deployedUrl }) =>
    update.mutate({ id: project.id, status, deployedUrl: deployedUrl ?? '' }),
  );
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
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                ref={field.ref}
                className="w-40"
                aria-label={`Status of ${project.title}`}
                aria-invalid={Boolean(errors.status)}
                aria-describedby={errors.status ? errorId : undefined}
              >
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
          )}
        />
        <div className="grid min-w-60 flex-1 gap-1.5">
          <label htmlFor={urlId} className="text-sm font-medium">
            Deployed address
          </label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-invalid={Boolean(errors.deployedUrl)}
            aria-describedby={errors.deployedUrl ? errorId : undefined}
            {...form.register('deployedUrl')}
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
