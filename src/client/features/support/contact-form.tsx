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
import { useSupportI18n } from '#client/lib/app-i18n/support-i18n.ts';
import {
  SUPPORT_TOPICS,
  type SupportRequestInput,
  supportRequestInputSchema,
} from '#shared/schemas/support.ts';
import { useSendSupportRequest } from './api/support-requests.ts';

export function ContactForm() {
  const send = useSendSupportRequest();
  const { t } = useSupportI18n();
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
        toast({ title: t('form.sentTitle'), description: t('form.sentText') });
        setSent(request.subject);
        form.reset({ topic: input.topic, subject: '', message: '' });
      },
      onError: (error) =>
        toast({
          title: t('form.failed'),
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
          <AlertTitle>{t('form.sentTitle')}</AlertTitle>
          <AlertDescription>
            <p>{t('form.sentSubject', { text: t('form.sentText'), subject: sent })}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <label htmlFor={topicId} className="text-sm font-medium">
          {t('form.topicLabel')}
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
                {SUPPORT_TOPICS.map((topic) => (
                  <SelectItem key={topic} value={topic}>
                    {t(`form.topic.${topic}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <FormField label={t('form.subject')} error={errors.subject?.message}>
        {(control) => <Input {...control} maxLength={200} {...form.register('subject')} />}
      </FormField>
      <FormField label={t('form.question')} error={errors.message?.message} hint={t('form.hint')}>
        {(control) => <Textarea {...control} rows={5} maxLength={5000} {...form.register('message')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
