// Repeating bookings (decision 030): check every date first, then book the chosen ones; a booking made to repeat
// from its details; 'this and following' cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type {
  ChangeFollowingInput,
  CreatedSeries,
  CreateSeriesInput,
  RepeatBookingInput,
  RepeatInput,
  SeriesPreview,
  SeriesPreviewInput,
} from '#shared/schemas/booking-series.ts';
import { invalidateBookingData } from './booking-cache.ts';

/** A new booking's repeat (quick booking), or an existing booking's (`bookingId`, from its details). */
export type SeriesSource =
  | { kind: 'new'; input: SeriesPreviewInput }
  | { kind: 'booking'; bookingId: string; repeat: RepeatInput };

export function previewSeries(source: SeriesSource): Promise<SeriesPreview> {
  return source.kind === 'new'
    ? apiRequest<SeriesPreview>('POST', '/api/bookings/series/preview', source.input)
    : apiRequest<SeriesPreview>('POST', `/api/bookings/${source.bookingId}/repeat/preview`, {
        repeat: source.repeat,
      });
}

/** A new series carries an Idempotency-Key (a retry books nothing twice); a booking made to repeat needs none: it
 * can join one series only. */
export type BookSeriesRequest =
  | { kind: 'new'; input: CreateSeriesInput; idempotencyKey: string }
  | { kind: 'booking'; bookingId: string; input: RepeatBookingInput };

export function bookSeries(request: BookSeriesRequest): Promise<CreatedSeries> {
  return request.kind === 'new'
    ? apiRequest<CreatedSeries>('POST', '/api/bookings/series', request.input, {
        'Idempotency-Key': request.idempotencyKey,
      })
    : apiRequest<CreatedSeries>('POST', `/api/bookings/${request.bookingId}/repeat`, request.input);
}

export function usePreviewSeries() {
  return useMutation({ mutationFn: previewSeries });
}

export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookSeries, onSuccess: () => invalidateBookingData(queryClient) });
}

export function useChangeFollowing(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeFollowingInput) =>
      apiRequest<{ changed: unknown[] }>('PATCH', `/api/bookings/${bookingId}/following`, input),
    onSuccess: () => invalidateBookingData(queryClient),
  });
}
