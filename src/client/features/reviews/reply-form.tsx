// The owner's public reply to one review, checked with the API's schema. An empty reply is refused here: the API
// takes '' as removing the reply, which is the card's Remove reply button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { type OwnerReview, reviewReplyInputSchema } from '#shared/schemas/reviews.ts';

const REPLY_MAX = 2000;

const replyFormSchema = reviewReplyInputSchema.extend({
  reply: reviewReplyInputSchema.shape.reply.min(1, 'Write a reply, or use Remove reply'),
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
  const form = useForm<z.input<typeof replyFormSchema>, unknown, z.output<typeof replyFormSchema>>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { reply: review.reply ?? '' },
  });
  const length = form.watch('reply').length;
  const submit = form.handleSubmit(({ reply }) => onSave(reply));
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField
        label={`Your reply to ${review.clientName}`}
        hint={`Shown publicly under the review. ${length}/${REPLY_MAX} characters.`}
        error={form.formState.errors.reply?.message}
      >
        {(control) => <Textarea {...control} maxLength={REPLY_MAX} rows={3} {...form.register('reply')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Publish reply'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
