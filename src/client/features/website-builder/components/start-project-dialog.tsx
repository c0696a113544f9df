// 'Start Your Website Project': title, business type, description and requirements are required ('Missing
// Information' otherwise); the price is the fixed $1,999, kept in the form state but never set by the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useWebsiteI18n } from '#client/lib/app-i18n/website-i18n.ts';
import {
  type CreateWebsiteProjectInput,
  createWebsiteProjectInputSchema,
  MISSING_INFORMATION_MESSAGE,
  WEBSITE_BUSINESS_TYPES,
  WEBSITE_PROJECT_PRICE,
  WEBSITE_TEXT_LIMITS,
} from '#shared/schemas/website.ts';
import { useCreateWebsiteProject } from '../api/create-website-project.ts';
import { businessTypeLabel, formatProjectPrice } from '../website-format.ts';

type FormInput = z.input<typeof createWebsiteProjectInputSchema>;

/** What a portfolio card fills in before the dialog opens. */
export type ProjectPreset = Partial<Pick<FormInput, 'businessType' | 'requirements'>>;

const EMPTY: FormInput = {
  title: '',
  description: '',
  businessType: '',
  requirements: '',
  pricing: WEBSITE_PROJECT_PRICE,
};

export function StartProjectDialog({
  open,
  onOpenChange,
  preset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: ProjectPreset;
}) {
  const { t, intl } = useWebsiteI18n();
  const mutation = useCreateWebsiteProject();
  /** Inline, an empty field says 'Required'; the toast carries the spec's sentence. */
  const inline = (message: string | undefined) =>
    message === MISSING_INFORMATION_MESSAGE ? t('form.required') : message;
  const form = useForm<FormInput, unknown, CreateWebsiteProjectInput>({
    resolver: zodResolver(createWebsiteProjectInputSchema),
    defaultValues: EMPTY,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (open) form.reset({ ...EMPTY, ...preset });
  }, [open]);

  const onInvalid = (errors: FieldErrors<FormInput>) => {
    const missing = Object.values(errors).some((error) => error?.message === MISSING_INFORMATION_MESSAGE);
    if (missing) {
      toast({
        title: t('toast.missing.title'),
        description: t('toast.missing.text'),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast({
        title: t('toast.created.title'),
        description: t('toast.created.text'),
      });
      onOpenChange(false);
    } catch {
      toast({
        title: t('toast.failed.title'),
        description: t('toast.failed.text'),
        variant: 'destructive',
      });
    }
  }, onInvalid);

  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('project.start')}</DialogTitle>
          <DialogDescription>
            {t('dialog.intro', { price: formatProjectPrice(WEBSITE_PROJECT_PRICE, intl) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('dialog.form')}>
          <FormField label={t('form.title')} error={inline(errors.title?.message)}>
            {(control) => (
              <Input
                {...control}
                maxLength={WEBSITE_TEXT_LIMITS.title}
                placeholder={t('form.titlePlaceholder')}
                {...form.register('title')}
              />
            )}
          </FormField>
          <FormField label={t('form.type')} error={inline(errors.businessType?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="businessType"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder={t('form.typePlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {WEBSITE_BUSINESS_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {businessTypeLabel(type, t)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label={t('form.description')} error={inline(errors.description?.message)}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={WEBSITE_TEXT_LIMITS.description}
                placeholder={t('form.descriptionPlaceholder')}
                {...form.register('description')}
              />
            )}
          </FormField>
          <FormField label={t('form.requirements')} error={inline(errors.requirements?.message)}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={WEBSITE_TEXT_LIMITS.requirements}
                placeholder={t('form.requirementsPlaceholder')}
                {...form.register('requirements')}
              />
            )}
          </FormField>
          <p className="rounded-lg bg-muted p-3 text-sm">
            {t('form.price')} <strong>{formatProjectPrice(WEBSITE_PROJECT_PRICE, intl)}</strong>{' '}
            {t('form.fixed')}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('form.creating') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
