// Leave a review for a completed visit: 1 to 5 stars (native radios, so arrow keys and screen readers work)
// and an optional comment. The server allows one per booking.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { StarIcon } from '#client/entities/public-business/components/page-icons.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  type ClientPortalBooking,
  type CreateReviewInput,
  createReviewInputSchema,
} from '#shared/schemas/client-portal.ts';
import { useCreateReview } from '../api/create-review.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

export function ReviewDialog({
  slug,
  booking,
  timeZone,
  onClose,
}: {
  slug: string;
  booking: ClientPortalBooking;
  timeZone: string;
  onClose: () => void;
}) {
  // No star chosen yet: 0, which the schema refuses with its message.
  const form = useForm<CreateReviewInput>({
    resolver: zodResolver(createReviewInputSchema),
    defaultValues: { bookingId: booking.id, rating: 0, comment: '' },
  });
  const { errors } = form.formState;
  const create = useCreateReview(slug);
  const { t, intl } = useLaterI18n();
  const when = bookingWhen(booking.appointmentDate, timeZone, intl);

  const submit = form.handleSubmit(({ bookingId, rating, comment }) =>
    create.mutate(
      { bookingId, rating, ...(comment ? { comment } : {}) },
      {
        onSuccess: () => {
          toast({ title: t('client.review.thanks'), description: t('client.review.shown') });
          onClose();
        },
        onError: (error) =>
          toast({
            title: t('client.review.failed'),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => (open || create.isPending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('client.review.title')}</DialogTitle>
            <DialogDescription>
              {t('client.review.visit', {
                service: booking.service.name,
                member: booking.teamMember.name,
                date: when.date,
              })}
            </DialogDescription>
          </DialogHeader>
          <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('client.review.rating')}</legend>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <div className="flex gap-1">
                  {RATINGS.map((value) => (
                    <label
                      key={value}
                      className="relative rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        // Focused when the form is sent without a rating.
                        ref={value === RATINGS[0] ? field.ref : undefined}
                        aria-label={t('client.review.stars', { count: value })}
                        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                      />
                      <StarIcon
                        className={`size-8 ${value <= field.value ? 'fill-(--star) text-(--star)' : 'text-muted-foreground'}`}
                      />
                    </label>
                  ))}
                </div>
              )}
            />
            {errors.rating ? (
              <p id="review-rating-error" className="mt-1 text-sm font-medium text-destructive">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
          <FormField label={t('client.review.comment')} error={errors.comment?.message}>
            {(control) => <Textarea {...control} maxLength={2000} rows={4} {...form.register('comment')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={create.isPending} onClick={onClose}>
              {t('client.review.notNow')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t(create.isPending ? 'client.signIn.sending' : 'client.review.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
