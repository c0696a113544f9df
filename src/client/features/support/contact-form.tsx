// The question an owner sends to the platform admins from /support, checked with the API's schema; once sent, it
// is confirmed on the page and in a toast, and the topic stays for the next one.
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
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
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SENT_TITLE,
  SUPPORT_TOPICS,
  type SupportRequestInput,
  type SupportTopic,
  supportRequestInputSchema,
} from '#shared/schemas/support.ts';
import { useSendSupportRequest } from './api/support-requests.ts';

const TOPIC_LABELS: Record<SupportTopic, string> = {
  booking: 'Booking',
  hours: 'Hours and time off',
  reminders: 'Reminders',
  payments: 'Payments',
  'client-dashboard': 'Client dashboard',
  data: 'Data export',
  other: 'Something else',
};

export function ContactForm() {
  const send = useSendSupportRequest();
  const form = useForm<SupportRequestInput>({
    resolver: zodResolver(supportRequestInputSchema),
    defaultValues: { topic: 'booking', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const [sent, setSent] = useState<string>();
  const topicId = useId();

  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (request) => {
        toast({ title: SUPPORT_SENT_TITLE, description: SUPPORT_SENT_MESSAGE });
        setSent(request.subject);
        form.reset({ topic: input.topic, subject: '', message: '' });
      },
      onError: (error) =>
        toast({
          title: 'Could not send your message',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {sent ? (
        <Alert>
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{SUPPORT_SENT_TITLE}</AlertTitle>
          <AlertDescription>
            <p>
              {SUPPORT_SENT_MESSAGE} (“{sent}”)
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <label htmlFor={topicId} className="text-sm font-medium">
          Topic
        </label>
        <Controller
          control={form.control}
          name="topic"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={topicId} ref={field.ref} className="w-60">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SUPPORT_TOPICS.map((t) => (
                  <SelectItem key={t} value={t}>
                    {TOPIC_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} maxLength={200} {...form.register('subject')} />}
      </FormField>
      <FormField label="Your question" error={errors.message?.message} hint="At least 10 characters.">
        {(control) => <Textarea {...control} rows={5} maxLength={5000} {...form.register('message')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
