// Add and edit a service in one dialog (spec part 1 §2, §4, §5): photo, name, description, price, duration;
// 'Saving...' while pending; Cancel resets the form and the image. The form mounts with each opening.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { DEPOSIT_TYPE_LABEL, DEPOSIT_TYPES, type DepositType } from '#shared/domain/deposit.ts';
import {
  DEPOSIT_MESSAGES,
  MAX_SERVICE_DURATION,
  MIN_SERVICE_DURATION,
  type Service,
} from '#shared/schemas/service.ts';
import { useCreateService } from '../api/create-service.ts';
import { useStripeStatus } from '../api/get-stripe-status.ts';
import { useUpdateService } from '../api/update-service.ts';
import { currencySymbol } from '../price-format.ts';
import {
  changedServiceFields,
  type ServiceFormOutput,
  type ServiceFormValues,
  serviceFormDefaults,
  serviceFormSchema,
} from '../service-form.ts';
import { ServiceClassFields } from './service-class-fields.tsx';
import { ServiceResourceFields } from './service-resource-fields.tsx';

export function ServiceDialog({
  open,
  onOpenChange,
  service,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service being edited; none in add mode. */
  service?: Service;
  currency: string;
}) {
  const createService = useCreateService();
  const updateService = useUpdateService();
  const pending = createService.isPending || updateService.isPending;

  const save = async (values: ServiceFormOutput) => {
    if (service) {
      const changes = changedServiceFields(service, values);
      try {
        if (Object.keys(changes).length > 0) await updateService.mutateAsync({ id: service.id, changes });
        toast({ title: 'Service updated' });
        onOpenChange(false);
      } catch (error) {
        toast({
          title: 'Error',
          description: withServerMessage('Failed to update service', error),
          variant: 'destructive',
        });
      }
      return;
    }
    try {
      await createService.mutateAsync(values);
      toast({ title: 'Service created', description: 'Your service has been added successfully.' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Error',
        description: withServerMessage('Failed to create service', error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{service ? 'Edit Service' : 'Add Service'}</DialogTitle>
          <DialogDescription>
            {service
              ? 'Changes show on your booking page as soon as you save.'
              : 'Add something clients can book: a photo, a price and how long it takes.'}
          </DialogDescription>
        </DialogHeader>
        <ServiceForm
          service={service}
          currency={currency}
          pending={pending}
          onSave={save}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({
  service,
  currency,
  pending,
  onSave,
  onCancel,
}: {
  service?: Service;
  currency: string;
  pending: boolean;
  onSave: (values: ServiceFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: serviceFormDefaults(service),
  });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);
  const symbol = currencySymbol(currency);

  const cancel = () => {
    form.reset(serviceFormDefaults(service));
    onCancel();
  };

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate aria-label="Service" className="grid gap-5">
      <div className="grid gap-2">
        <span className="text-sm leading-none font-medium">Photo</span>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setUploading}
              kind="service"
              shape="landscape"
              label="Service photo"
            />
          )}
        />
      </div>
      <FormField label="Service name" error={errors.name?.message}>
        {(control) => <Input {...control} placeholder="e.g. Classic Haircut" {...form.register('name')} />}
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="What is included, who it is for"
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Price" error={errors.price?.message}>
          {(control) => (
            <PrefixedInput
              prefix={symbol}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              {...form.register('price')}
            />
          )}
        </FormField>
        <FormField label="Duration (minutes)" error={errors.duration?.message}>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_SERVICE_DURATION}
                max={MAX_SERVICE_DURATION}
                step={5}
                className="pr-12"
                {...form.register('duration')}
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                min
              </span>
            </div>
          )}
        </FormField>
      </div>
      <DepositFields form={form} symbol={symbol} />
      <ServiceResourceFields form={form} />
      <ServiceClassFields form={form} />
      {service ? (
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
              <div className="grid gap-0.5">
                <Label htmlFor="service-active">Available for online booking</Label>
                <p className="text-xs text-muted-foreground">Hidden services stay in your records.</p>
              </div>
              <Switch id="service-active" checked={field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={cancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? <Spinner label="Saving" className="[&_svg]:text-current" /> : null}
          {pending ? 'Saving...' : service ? 'Save Changes' : 'Add Service'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Deposit or prepayment through Stripe (decision 017): offered only when the server has Stripe's keys. */
function DepositFields({
  form,
  symbol,
}: {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceFormOutput>;
  symbol: string;
}) {
  const stripe = useStripeStatus();
  const type = form.watch('depositType');
  const { errors } = form.formState;
  if (!stripe.data) return null;
  if (!stripe.data.configured) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground" role="note">
        {DEPOSIT_MESSAGES.notConfigured}
      </p>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label id="service-deposit-label">Deposit</Label>
        <Controller
          control={form.control}
          name="depositType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={(value) => field.onChange(value as DepositType)}>
              <SelectTrigger aria-labelledby="service-deposit-label">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DEPOSIT_TYPES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {DEPOSIT_TYPE_LABEL[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p className="text-xs text-muted-foreground">
          Taken online through Stripe before the booking is confirmed.
        </p>
      </div>
      {type === 'fixed' || type === 'percentage' ? (
        <FormField
          label={type === 'fixed' ? 'Deposit amount' : 'Deposit percentage'}
          error={errors.depositValue?.message}
        >
          {(control) => (
            <PrefixedInput
              prefix={type === 'fixed' ? symbol : '%'}
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder={type === 'fixed' ? '0.00' : '25'}
              {...form.register('depositValue')}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

/** An amount input with its unit (currency symbol, %) shown inside on the left. */
function PrefixedInput({ prefix, ...props }: ComponentProps<typeof Input> & { prefix: string }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        {prefix}
      </span>
      <Input {...props} style={{ paddingLeft: `${1.25 + prefix.length * 0.5}rem` }} />
    </div>
  );
}
