// The service form's class switch (decision 036): a class has a size (seats per session) and a most seats one
// booking may take; its sessions are scheduled on the Classes page. Off makes it one-to-one again.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { MAX_CLASS_CAPACITY, MIN_CLASS_CAPACITY } from '#shared/schemas/class.ts';
import type { ServiceFormOutput, ServiceFormValues } from '../service-form.ts';

export function ServiceClassFields({
  form,
}: {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceFormOutput>;
}) {
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
              <Label htmlFor="service-class">Class with seats</Label>
              <p id="service-class-hint" className="text-xs text-muted-foreground">
                Customers book seats in sessions you schedule on the Classes page.
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
          <FormField label="Class size (seats)" error={errors.classCapacity?.message}>
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
          <FormField label="Seats per booking (most)" error={errors.classMaxSeats?.message}>
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
