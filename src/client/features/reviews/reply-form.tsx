// The owner's public reply to one review, checked with the API's schema. An empty reply is refused here: the API
// takes '' as removing the reply, which is the card's Remove reply button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useReviewsI18n } from '#client/lib/app-i18n/reviews-i18n.ts';
import { type OwnerReview, reviewReplyInputSchema } from '#shared/schemas/reviews.ts';

const REPLY_MAX = 2000;

const EMPTY_REPLY = 'Write a reply, or use Remove reply';
const replyFormSchema = reviewReplyInputSchema.extend({
  reply: reviewReplyInputSchema.shape.reply.min(1, EMPTY_REPLY),
});

export function ReplyForm({
  review,
  pending,
  onSave,
  onCancel,
}: {
  review: OwnerReview;
  pending: boolean;
  onSave: (reply: string) => void;
  onCancel: () => void;
}) {
  const { t } = useReviewsI18n();
  const form = useForm<z.input<typeof replyFormSchema>, unknown, z.output<typeof replyFormSchema>>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { reply: review.reply ?? '' },
  });
  const length = form.watch('reply').length;
  const submit = form.handleSubmit(({ reply }) => onSave(reply));
  const error = form.formState.errors.reply?.message;
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField
        label={t('reply.label', { name: review.clientName })}
        hint={t('reply.hint', { length, max: REPLY_MAX })}
        error={error === EMPTY_REPLY ? t('reply.empty') : error}
      >
        {(control) => <Textarea {...control} maxLength={REPLY_MAX} rows={3} {...form.register('reply')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('reply.saving') : t('reply.publish')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
          {t('reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
