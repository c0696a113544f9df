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
import {
  type CreateWebsiteProjectInput,
  createWebsiteProjectInputSchema,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  WEBSITE_BUSINESS_TYPES,
  WEBSITE_PROJECT_PRICE,
  WEBSITE_TEXT_LIMITS,
} from '#shared/schemas/website.ts';
import { useCreateWebsiteProject } from '../api/create-website-project.ts';
import { formatProjectPrice } from '../website-format.ts';

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

/** Inline, an empty field says 'Required'; the toast carries the spec's sentence. */
const inline = (message: string | undefined) =>
  message === MISSING_INFORMATION_MESSAGE ? 'Required' : message;

export function StartProjectDialog({
  open,
  onOpenChange,
  preset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: ProjectPreset;
}) {
  const mutation = useCreateWebsiteProject();
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
        title: MISSING_INFORMATION_TITLE,
        description: MISSING_INFORMATION_MESSAGE,
        variant: 'destructive',
      });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast({
        title: 'Project Created!',
        description: 'Your website project is pending. Its status shows here as our team works on it.',
      });
      onOpenChange(false);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to create project. Please try again.',
        variant: 'destructive',
      });
    }
  }, onInvalid);

  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Start Your Website Project</DialogTitle>
          <DialogDescription>
            Tell us about the website you need. {formatProjectPrice(WEBSITE_PROJECT_PRICE)} one-time: 50%
            upfront, 50% on completion, delivered in 7–14 days with 30 days of free revisions.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Start your website project">
          <FormField label="Project title" error={inline(errors.title?.message)}>
            {(control) => (
              <Input
                {...control}
                maxLength={WEBSITE_TEXT_LIMITS.title}
                placeholder="e.g. New website for my salon"
                {...form.register('title')}
              />
            )}
          </FormField>
          <FormField label="Business type" error={inline(errors.businessType?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="businessType"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Choose a business type" />
                    </SelectTrigger>
                    <SelectContent>
                      {WEBSITE_BUSINESS_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label="Description" error={inline(errors.description?.message)}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={WEBSITE_TEXT_LIMITS.description}
                placeholder="What does your business do, and who is the website for?"
                {...form.register('description')}
              />
            )}
          </FormField>
          <FormField label="Requirements" error={inline(errors.requirements?.message)}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={WEBSITE_TEXT_LIMITS.requirements}
                placeholder="Pages, features and anything else the site must have"
                {...form.register('requirements')}
              />
            )}
          </FormField>
          <p className="rounded-lg bg-muted p-3 text-sm">
            Price: <strong>{formatProjectPrice(WEBSITE_PROJECT_PRICE)}</strong> (fixed)
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Creating...' : 'Create Project'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
