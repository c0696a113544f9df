// Which services a team member performs: one checkbox per service, with select-all and clear.
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { mark, partsOf, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
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
  const { t } = useSettingsI18n();
  const selected = new Set(value);
  const toggle = (id: string, checked: boolean) =>
    onChange(services.map((s) => s.id).filter((sid) => (sid === id ? checked : selected.has(sid))));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="float-left text-sm font-medium">{t('member.services')}</legend>
        {services.length > 1 ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => onChange(services.map((s) => s.id))}
            >
              {t('member.selectAll')}
            </Button>
            <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => onChange([])}>
              {t('member.clear')}
            </Button>
          </div>
        ) : null}
      </div>
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {partsOf(t('member.noServicesText', { link: mark(0) })).map((part) =>
            typeof part === 'number' ? (
              <Link
                key="link"
                href={paths.services}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('member.addServices')}
              </Link>
            ) : (
              part
            ),
          )}
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
                  {service.isActive ? null : (
                    <span className="text-muted-foreground">{t('member.hidden')}</span>
                  )}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
