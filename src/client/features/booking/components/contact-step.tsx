// Step 3: the customer's details (full name, phone, optional email and notes) and 'Book Appointment'.
// Checked here with the create-booking body's own rules and the spec's messages; native labels keep this page light.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { StepSection } from '#client/entities/public-business/components/step-section.tsx';
import { type StepsMessageId, useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import {
  INVALID_PHONE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  phoneRegionForTimeZone,
} from '#shared/domain/phone.ts';
import {
  CONTACT_EMAIL_MESSAGE,
  type ContactDetails,
  type ContactValues,
  contactFormSchema,
  NAME_REQUIRED_MESSAGE,
  NOTES_TOO_LONG_MESSAGE,
} from '#shared/schemas/booking-contact.ts';

/** The shared schema's messages (the server's too, in English) in the page's language. */
const FIELD_ERRORS: Record<string, StepsMessageId> = {
  [NAME_REQUIRED_MESSAGE]: 'contact.nameRequired',
  [PHONE_REQUIRED_MESSAGE]: 'contact.phoneRequired',
  [INVALID_PHONE_MESSAGE]: 'contact.phoneInvalid',
  [CONTACT_EMAIL_MESSAGE]: 'contact.emailInvalid',
  [NOTES_TOO_LONG_MESSAGE]: 'contact.notesTooLong',
};

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
  onValuesChange: (values: ContactValues) => void;
  pending: boolean;
  timeZone: string;
  summary: ReactNode;
  onSubmit: (details: ContactDetails) => void;
}) {
  const { t } = useStepsI18n();
  const schema = useMemo(() => contactFormSchema(phoneRegionForTimeZone(timeZone)), [timeZone]);
  const form = useForm<ContactValues, unknown, ContactDetails>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const { errors } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flow's setter; the form is its own source of values
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: next }) => onValuesChange({ ...next }),
      }),
    [],
  );
  const errorOf = (key: keyof ContactValues) => {
    const message = errors[key]?.message;
    const id = message ? FIELD_ERRORS[message] : undefined;
    return id ? t(id) : message;
  };
  const bind = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    ...form.register(key),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `contact-${key}-error` : undefined,
  });

  return (
    <StepSection id="step-contact" step={3} title={t('contact.title')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-labelledby="step-contact"
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label={t('contact.name')} error={errorOf('name')}>
            <Input {...bind('name')} autoComplete="name" />
          </Field>
          <Field id="contact-phone" label={t('contact.phone')} error={errorOf('phone')}>
            <Input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          </Field>
        </div>
        <Field id="contact-email" label={t('contact.email')} error={errorOf('email')}>
          <Input {...bind('email')} type="email" autoComplete="email" />
        </Field>
        <Field id="contact-notes" label={t('contact.notes')} error={errorOf('notes')}>
          <Textarea {...bind('notes')} rows={3} placeholder={t('contact.notesPlaceholder')} />
        </Field>
        {summary}
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
          {pending ? t('contact.submitting') : t('contact.submit')}
        </Button>
      </form>
    </StepSection>
  );
}
