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
import { businessTypeOptions } from '#client/entities/business/business-types.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
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
  isSlugRefusal,
} from '../business-info-form.ts';
import { currencyLabel, currencyOptions, timeZoneLabel, timeZoneOptions } from '../locale-options.ts';
import { SlugField } from './slug-field.tsx';

export function BusinessInfoSection({ business }: { business: OwnerBusiness }) {
  const { t, intl } = useSettingsI18n();
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
          title: t('business.saved'),
          description: changes.slug ? t('business.savedSlug') : t('business.savedText'),
        });
      },
      onError: (error) => {
        const message = errorMessage(error, t('business.saveFailed'));
        const placed = placeServerIssues(error, BUSINESS_INFO_FIELDS, form.setError);
        if (!placed && isSlugRefusal(error)) form.setError('slug', { type: 'server', message });
        toast({ title: t('common.error'), description: message, variant: 'destructive' });
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
      title={t('business.title')}
      description={t('business.description')}
    >
      <form onSubmit={save} noValidate aria-label={t('business.title')} className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('business.name')} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
        </FormField>
        {selectField(
          'businessType',
          t('business.type'),
          businessTypeOptions(business.businessType).map((type) => ({
            value: type,
            label: t(`business.type.${type}`),
          })),
        )}
        <FormField label={t('business.about')} error={errors.description?.message} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
        </FormField>
        <FormField label={t('business.phone')} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
        <FormField label={t('business.email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label={t('business.address')} error={errors.address?.message} className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="street-address" {...form.register('address')} />}
        </FormField>
        {selectField(
          'timezone',
          t('business.timezone'),
          timeZoneOptions(business.timezone).map((zone) => ({
            value: zone,
            label: timeZoneLabel(zone, intl),
          })),
        )}
        {selectField(
          'currency',
          t('business.currency'),
          currencyOptions(business.currency).map((code) => ({
            value: code,
            label: currencyLabel(code, intl),
          })),
        )}
        {selectField(
          'language',
          t('business.language'),
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
              {t('common.discard')}
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? (
              <Spinner label={t('business.saving')} className="[&_svg]:text-current" />
            ) : null}
            {update.isPending ? t('common.saving') : t('business.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
