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
import {
  changedServiceFields,
  type ServiceFormOutput,
  type ServiceFormValues,
  serviceFormDefaults,
  serviceFormSchema,
} from '#client/entities/services/service-form.ts';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
import { useUploadsI18n } from '#client/lib/app-i18n/uploads-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { DEPOSIT_TYPES, type DepositType } from '#shared/domain/deposit.ts';
import { MAX_SERVICE_DURATION, MIN_SERVICE_DURATION, type Service } from '#shared/schemas/service.ts';
import { useCreateService } from '../api/create-service.ts';
import { useStripeStatus } from '../api/get-stripe-status.ts';
import { useUpdateService } from '../api/update-service.ts';
import { currencySymbol, minuteUnit } from '../formats.ts';
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
  const { t } = useServicesI18n();
  // The photo picker's words, fetched with the page rather than when the form first opens.
  useUploadsI18n();
  const createService = useCreateService();
  const updateService = useUpdateService();
  const pending = createService.isPending || updateService.isPending;

  const save = async (values: ServiceFormOutput) => {
    if (service) {
      const changes = changedServiceFields(service, values);
      try {
        if (Object.keys(changes).length > 0) await updateService.mutateAsync({ id: service.id, changes });
        toast({ title: t('service.updated') });
        onOpenChange(false);
      } catch (error) {
        toast({
          title: t('toast.error'),
          description: withServerMessage(t('service.updateFailed'), error),
          variant: 'destructive',
        });
      }
      return;
    }
    try {
      await createService.mutateAsync(values);
      toast({ title: t('service.created'), description: t('service.createdText') });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('toast.error'),
        description: withServerMessage(t('service.createFailed'), error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{service ? t('service.edit') : t('service.add')}</DialogTitle>
          <DialogDescription>{service ? t('service.editText') : t('service.addText')}</DialogDescription>
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
  const { t, intl } = useServicesI18n();
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);
  const symbol = currencySymbol(currency, intl);

  const cancel = () => {
    form.reset(serviceFormDefaults(service));
    onCancel();
  };

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate aria-label={t('form.name')} className="grid gap-5">
      <div className="grid gap-2">
        <span className="text-sm leading-none font-medium">{t('form.photo')}</span>
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
              label={t('form.photoUpload')}
            />
          )}
        />
      </div>
      <FormField label={t('form.serviceName')} error={errors.name?.message}>
        {(control) => (
          <Input {...control} placeholder={t('form.serviceNameExample')} {...form.register('name')} />
        )}
      </FormField>
      <FormField label={t('form.description')} error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder={t('form.descriptionExample')}
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.price')} error={errors.price?.message}>
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
        <FormField label={t('form.duration')} error={errors.duration?.message}>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_SERVICE_DURATION}
                max={MAX_SERVICE_DURATION}
                step={5}
                className="pe-12"
                {...form.register('duration')}
              />
              <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted-foreground">
                {minuteUnit(intl)}
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
                <Label htmlFor="service-active">{t('form.active')}</Label>
                <p className="text-xs text-muted-foreground">{t('form.activeHint')}</p>
              </div>
              <Switch id="service-active" checked={field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={cancel} disabled={pending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? <Spinner label={t('dialog.savingShort')} className="[&_svg]:text-current" /> : null}
          {pending ? t('dialog.saving') : service ? t('dialog.saveChanges') : t('service.add')}
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
  const { t } = useServicesI18n();
  const stripe = useStripeStatus();
  const type = form.watch('depositType');
  const { errors } = form.formState;
  if (!stripe.data) return null;
  if (!stripe.data.configured) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground" role="note">
        {t('deposit.notConfigured')}
      </p>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label id="service-deposit-label">{t('deposit.label')}</Label>
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
                    {t(`deposit.type.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p className="text-xs text-muted-foreground">{t('deposit.hint')}</p>
      </div>
      {type === 'fixed' || type === 'percentage' ? (
        <FormField
          label={type === 'fixed' ? t('deposit.amount') : t('deposit.percentage')}
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

/** An amount input with its unit (currency symbol, %) shown inside at its start (the left, the right in Arabic). */
function PrefixedInput({ prefix, ...props }: ComponentProps<typeof Input> & { prefix: string }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-muted-foreground">
        {prefix}
      </span>
      <Input {...props} style={{ paddingInlineStart: `${1.25 + prefix.length * 0.5}rem` }} />
    </div>
  );
}
