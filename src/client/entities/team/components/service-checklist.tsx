// Which services a team member performs: one checkbox per service, with select-all and clear.
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { Service } from '#shared/schemas/service.ts';

export function ServiceChecklist({
  services,
  value,
  onChange,
}: {
  services: Service[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const selected = new Set(value);
  const toggle = (id: string, checked: boolean) =>
    onChange(services.map((s) => s.id).filter((sid) => (sid === id ? checked : selected.has(sid))));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="float-left text-sm font-medium">Services they perform</legend>
        {services.length > 1 ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => onChange(services.map((s) => s.id))}
            >
              Select all
            </Button>
            <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => onChange([])}>
              Clear
            </Button>
          </div>
        ) : null}
      </div>
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No services yet.{' '}
          <Link href={paths.services} className="font-medium text-primary underline-offset-4 hover:underline">
            Add services
          </Link>{' '}
          first, then choose who performs them.
        </p>
      ) : (
        <ul className="grid gap-2.5 sm:grid-cols-2">
          {services.map((service) => {
            const id = `member-service-${service.id}`;
            return (
              <li key={service.id} className="flex items-center gap-2.5">
                <Checkbox
                  id={id}
                  checked={selected.has(service.id)}
                  onCheckedChange={(checked) => toggle(service.id, checked === true)}
                />
                <Label htmlFor={id} className="font-normal">
                  {service.name}
                  {service.isActive ? null : <span className="text-muted-foreground"> (hidden)</span>}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
