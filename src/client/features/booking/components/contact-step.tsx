// Step 3: the customer's details (full name, phone, optional email and notes) and 'Book Appointment'.
// Validated here with the spec's messages; native labels keep this page light.
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { phoneProblem, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { StepSection } from './step-section.tsx';

export type ContactValues = { name: string; phone: string; email: string; notes: string };
type Errors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `timeZone` is the business's: its country is where a national phone number is read, as the server does. */
export function validateContact(values: ContactValues, timeZone: string): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 1) errors.name = 'Name is required';
  const phone = phoneProblem(values.phone, phoneRegionForTimeZone(timeZone));
  if (phone) errors.phone = phone;
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'Please enter a valid email address';
  return errors;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The values live with the booking flow, so they outlast this step being closed by a conflict. */
export function ContactStep({
  values,
  onValuesChange,
  pending,
  summary,
  timeZone,
  onSubmit,
}: {
  values: ContactValues;
  onValuesChange: (update: (values: ContactValues) => ContactValues) => void;
  pending: boolean;
  timeZone: string;
  summary: ReactNode;
  onSubmit: (values: ContactValues) => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const bind = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => onValuesChange((v) => ({ ...v, [key]: e.target.value })),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `contact-${key}-error` : undefined,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values, timeZone);
    setErrors(found);
    const first = (['name', 'phone', 'email'] as const).find((key) => found[key]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <StepSection id="step-contact" step={3} title="Your information">
      <form ref={form} noValidate onSubmit={submit} aria-labelledby="step-contact" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label="Full name" error={errors.name}>
            <Input {...bind('name')} autoComplete="name" />
          </Field>
          <Field id="contact-phone" label="Phone number" error={errors.phone}>
            <Input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          </Field>
        </div>
        <Field id="contact-email" label="Email (optional)" error={errors.email}>
          <Input {...bind('email')} type="email" autoComplete="email" />
        </Field>
        <Field id="contact-notes" label="Notes (optional)">
          <Textarea {...bind('notes')} rows={3} placeholder="Anything we should know?" />
        </Field>
        {summary}
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
          {pending ? 'Booking...' : 'Book Appointment'}
        </Button>
      </form>
    </StepSection>
  );
}
