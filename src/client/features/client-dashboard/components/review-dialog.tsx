// Leave a review for a completed visit: 1 to 5 stars (native radios, so arrow keys and screen readers work)
// and an optional comment. The server allows one per booking.
import { type FormEvent, useState } from 'react';
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
import { StarIcon } from '#client/features/booking/components/page-icons.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { type ClientPortalBooking, createReviewInputSchema } from '#shared/schemas/client-portal.ts';
import { useCreateReview } from '../api/create-review.ts';
import { bookingWhen } from '../booking-when.ts';

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
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const create = useCreateReview(slug);
  const when = bookingWhen(booking.appointmentDate, timeZone);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createReviewInputSchema.safeParse({
      bookingId: booking.id,
      rating: rating || undefined,
      comment,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'rating' || key === 'comment') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(
      {
        bookingId: parsed.data.bookingId,
        rating: parsed.data.rating,
        ...(parsed.data.comment ? { comment: parsed.data.comment } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Thank you for your review!', description: 'It now shows on the booking page.' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Could not send your review',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || create.isPending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Review your visit</DialogTitle>
            <DialogDescription>
              {booking.service.name} with {booking.teamMember.name}, {when.date}
            </DialogDescription>
          </DialogHeader>
          <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">Rating</legend>
            <div className="flex gap-1">
              {RATINGS.map((value) => (
                <label
                  key={value}
                  className="relative rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <StarIcon
                    className={`size-8 ${value <= rating ? 'fill-(--star) text-(--star)' : 'text-muted-foreground'}`}
                  />
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p id="review-rating-error" className="mt-1 text-sm font-medium text-destructive">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Comment (optional)" error={errors.comment}>
            {(control) => (
              <Textarea
                {...control}
                value={comment}
                maxLength={2000}
                rows={4}
                onChange={(e) => setComment(e.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={create.isPending} onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Sending…' : 'Submit review'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
