// The create-business form (spec part 1 §5): the shared schema's rules and messages, checked before sending and
// again by the server, whose field messages land beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
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
import { BUSINESS_TYPE_LABELS, businessTypeOptions } from '#client/entities/business/business-types.ts';
import { type CreateBusinessForm, createBusinessFormSchema } from '#shared/schemas/business.ts';
import type { CreateBusinessPayload } from '../api/create-business.ts';

export const BUSINESS_FORM_FIELDS = [
  'name',
  'description',
  'businessType',
  'phone',
  'email',
  'address',
] as const;

export function RegisterBusinessForm({
  form,
  pending,
  onSubmit,
}: {
  form: ReturnType<typeof useRegisterBusinessForm>;
  pending: boolean;
  onSubmit: (values: CreateBusinessPayload) => void;
}) {
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Create business"
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField label="Business name" error={errors.name?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            placeholder="e.g. Sharp Cuts"
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField label="Business type" error={errors.businessType?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="businessType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Choose a type" />
                </SelectTrigger>
                <SelectContent>
                  {businessTypeOptions().map((type) => (
                    <SelectItem key={type} value={type}>
                      {BUSINESS_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...form.register('phone')}
          />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="hello@yourbusiness.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            placeholder="123 Main St, Springfield"
            {...form.register('address')}
          />
        )}
      </FormField>
      <FormField
        label="Description (optional)"
        error={errors.description?.message}
        hint="A sentence or two your clients will see on your booking page."
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="What you offer and what makes you different"
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link href={paths.dashboard}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Creating business" className="[&_svg]:text-current" /> : null}
          {pending ? 'Creating...' : 'Create Business'}
        </Button>
      </div>
    </form>
  );
}

export function useRegisterBusinessForm(defaultEmail: string) {
  return useForm<CreateBusinessForm, unknown, CreateBusinessPayload>({
    resolver: zodResolver(createBusinessFormSchema),
    defaultValues: {
      name: '',
      description: '',
      businessType: 'other',
      phone: '',
      email: defaultEmail,
      address: '',
    },
  });
}
