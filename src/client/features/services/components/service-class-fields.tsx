// The service form's class switch (decision 036): a class has a size (seats per session) and a most seats one
// booking may take; its sessions are scheduled on the Classes page. Off makes it one-to-one again.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { ServiceFormOutput, ServiceFormValues } from '#client/entities/services/service-form.ts';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
import { MAX_CLASS_CAPACITY, MIN_CLASS_CAPACITY } from '#shared/schemas/class.ts';

export function ServiceClassFields({
  form,
}: {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceFormOutput>;
}) {
  const { t } = useServicesI18n();
  const isClass = form.watch('isClass');
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 rounded-lg border p-3">
      <Controller
        control={form.control}
        name="isClass"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor="service-class">{t('class.label')}</Label>
              <p id="service-class-hint" className="text-xs text-muted-foreground">
                {t('class.hint')}
              </p>
            </div>
            <Switch
              id="service-class"
              aria-describedby="service-class-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          </div>
        )}
      />
      {isClass ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('class.capacity')} error={errors.classCapacity?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_CLASS_CAPACITY}
                max={MAX_CLASS_CAPACITY}
                {...form.register('classCapacity')}
              />
            )}
          </FormField>
          <FormField label={t('class.maxSeats')} error={errors.classMaxSeats?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_CLASS_CAPACITY}
                {...form.register('classMaxSeats')}
              />
            )}
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
