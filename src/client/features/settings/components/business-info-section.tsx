// Business info on /settings: name, description, type, contact, time zone, currency, the booking page's language
// and booking link, saved
// together with PATCH /api/businesses/me (only the changed fields). Server messages land beside their field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Store } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdateMyBusiness } from '#client/entities/business/api/update-my-business.ts';
import { BUSINESS_TYPE_LABELS, businessTypeOptions } from '#client/entities/business/business-types.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { placeServerIssues } from '#client/lib/server-issues.ts';
import { LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import {
  BUSINESS_INFO_FIELDS,
  type BusinessInfoOutput,
  type BusinessInfoValues,
  businessInfoDefaults,
  businessInfoFormSchema,
  changedBusinessFields,
  isSlugMessage,
} from '../business-info-form.ts';
import { currencyLabel, currencyOptions, timeZoneLabel, timeZoneOptions } from '../locale-options.ts';
import { SlugField } from './slug-field.tsx';

export function BusinessInfoSection({ business }: { business: OwnerBusiness }) {
  const update = useUpdateMyBusiness();
  const form = useForm<BusinessInfoValues, unknown, BusinessInfoOutput>({
    resolver: zodResolver(businessInfoFormSchema),
    defaultValues: businessInfoDefaults(business),
  });
  const { errors, isDirty } = form.formState;

  const save = form.handleSubmit((values) => {
    const changes = changedBusinessFields(business, values);
    if (Object.keys(changes).length === 0) {
      form.reset(businessInfoDefaults(business));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(businessInfoDefaults(saved));
        toast({
          title: 'Business updated',
          description: changes.slug
            ? 'Saved. Your booking link changed; the old one now leads to the new page.'
            : 'Your business details have been saved.',
        });
      },
      onError: (error) => {
        const message = errorMessage(error, 'Failed to update business. Please try again.');
        const placed = placeServerIssues(error, BUSINESS_INFO_FIELDS, form.setError);
        if (!placed && isSlugMessage(message)) form.setError('slug', { type: 'server', message });
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    });
  });

  const selectField = (
    name: 'businessType' | 'timezone' | 'currency' | 'language',
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );

  return (
    <SettingsSection
      id="business"
      icon={Store}
      title="Business info"
      description="How your business appears on your booking page and in messages to clients."
    >
      <form onSubmit={save} noValidate aria-label="Business info" className="grid gap-5 sm:grid-cols-2">
        <FormField label="Business name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
        </FormField>
        {selectField(
          'businessType',
          'Business type',
          businessTypeOptions(business.businessType).map((type) => ({
            value: type,
            label: BUSINESS_TYPE_LABELS[type],
          })),
        )}
        <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="street-address" {...form.register('address')} />}
        </FormField>
        {selectField(
          'timezone',
          'Time zone',
          timeZoneOptions(business.timezone).map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
        )}
        {selectField(
          'currency',
          'Currency',
          currencyOptions(business.currency).map((code) => ({ value: code, label: currencyLabel(code) })),
        )}
        {selectField(
          'language',
          'Booking page language',
          LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
        )}
        <SlugField
          value={form.watch('slug')}
          savedSlug={business.slug}
          error={errors.slug?.message}
          inputProps={form.register('slug')}
        />
        <div className="flex flex-wrap justify-end gap-2 border-t pt-4 sm:col-span-2">
          {isDirty ? (
            <Button
              variant="ghost"
              onClick={() => form.reset(businessInfoDefaults(business))}
              disabled={update.isPending}
            >
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? (
              <Spinner label="Saving business info" className="[&_svg]:text-current" />
            ) : null}
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
