// Step 4 (only when the owner has no business yet): name and type required, the rest optional; the email is
// prefilled from the account. Failures use the spec's three messages (part 2 §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { myBusinessQueryOptions } from '#client/entities/business/api/get-my-business.ts';
import { apiRequest, errorMessage, errorStatus } from '#client/lib/api-client.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import {
  createMobileBusiness,
  type MobileBusinessInput,
  type MobileBusinessType,
} from '../api/mobile-business.ts';

const TYPE_OPTIONS: { value: MobileBusinessType; label: string }[] = [
  { value: 'salon', label: 'Hair Salon' },
  { value: 'spa', label: 'Spa & Wellness' },
  { value: 'fitness', label: 'Fitness Studio' },
  { value: 'medical', label: 'Medical Practice' },
  { value: 'beauty', label: 'Beauty Services' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
];

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive';

type Fields = {
  name: string;
  type: MobileBusinessType | '';
  description: string;
  address: string;
  phone: string;
  email: string;
};

export function BusinessSetupScreen({
  user,
  onSessionExpired,
}: {
  user: PublicUser;
  onSessionExpired: () => void;
}) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>({
    name: '',
    type: '',
    description: '',
    address: '',
    phone: '',
    email: user.email,
  });
  const [errors, setErrors] = useState<{ name?: string; type?: string }>({});

  const create = useMutation({
    mutationFn: createMobileBusiness,
    onSuccess: (business) => queryClient.setQueryData(myBusinessQueryOptions().queryKey, business),
  });

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors = {
      name: fields.name.trim() ? undefined : 'Business name is required',
      type: fields.type ? undefined : 'Business type is required',
    };
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.type || !fields.type) return;

    try {
      await apiRequest('GET', '/api/auth/user');
    } catch {
      window.alert('Session expired. Please log in again.');
      onSessionExpired();
      return;
    }
    // Empty optional fields are left out rather than sent as ''.
    const optional = (value: string) => value.trim() || undefined;
    const input: MobileBusinessInput = {
      name: fields.name.trim(),
      type: fields.type,
      description: optional(fields.description),
      address: optional(fields.address),
      phone: optional(fields.phone),
      email: optional(fields.email),
    };
    try {
      await create.mutateAsync(input);
    } catch (error) {
      if (errorStatus(error) === 401) window.alert('Authentication failed. Please log in again.');
      else window.alert(`Failed to create business: ${errorMessage(error)}`);
    }
  };

  return (
    <div className="min-h-dvh bg-white px-6 py-10">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
        <Store className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">Set up your business</h1>
      <p className="mt-1 text-slate-600">A few details and your booking page is ready.</p>
      <form className="mt-8 grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-name">Business name *</Label>
          <Input
            id="pwa-business-name"
            value={fields.name}
            onChange={set('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'pwa-business-name-error' : undefined}
            autoComplete="organization"
          />
          {errors.name && (
            <p id="pwa-business-name-error" className="text-sm text-destructive">
              {errors.name}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-type">Business type *</Label>
          <select
            id="pwa-business-type"
            className={selectClass}
            value={fields.type}
            onChange={set('type')}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? 'pwa-business-type-error' : undefined}
          >
            <option value="" disabled>
              Select a business type
            </option>
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.type && (
            <p id="pwa-business-type-error" className="text-sm text-destructive">
              {errors.type}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-description">Description</Label>
          <Textarea
            id="pwa-business-description"
            rows={3}
            value={fields.description}
            onChange={set('description')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-address">Address</Label>
          <Input
            id="pwa-business-address"
            autoComplete="street-address"
            value={fields.address}
            onChange={set('address')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-phone">Phone</Label>
          <Input
            id="pwa-business-phone"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={set('phone')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-email">Email</Label>
          <Input
            id="pwa-business-email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
          />
        </div>
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Business'}
        </Button>
      </form>
    </div>
  );
}
