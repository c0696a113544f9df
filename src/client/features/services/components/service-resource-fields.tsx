// The service form's 'Resources needed' checkboxes (decision 033): shown once the owner keeps any resource.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import type { ServiceFormOutput, ServiceFormValues } from '#client/entities/services/service-form.ts';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';

/** The resources a booking of the service holds (issue 31): shown once the owner has any. */
export function ServiceResourceFields({
  form,
}: {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceFormOutput>;
}) {
  const { t } = useServicesI18n();
  const resources = useResources();
  if (!resources.data?.length) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm leading-none font-medium">{t('resources.needed')}</legend>
      <p className="text-xs text-muted-foreground">{t('resources.neededHint')}</p>
      <Controller
        control={form.control}
        name="resourceIds"
        render={({ field }) => (
          <ul className="grid gap-2 sm:grid-cols-2">
            {resources.data.map((resource) => {
              const id = `service-resource-${resource.id}`;
              const checked = field.value.includes(resource.id);
              return (
                <li key={resource.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(next) =>
                      field.onChange(
                        next === true
                          ? [...field.value, resource.id]
                          : field.value.filter((other) => other !== resource.id),
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {resource.name}
                    {resource.quantity > 1 ? (
                      <span className="text-muted-foreground"> ({resource.quantity})</span>
                    ) : null}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      />
    </fieldset>
  );
}
