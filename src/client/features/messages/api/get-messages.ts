// GET /api/messages?status=&page=: the owner's outbox, newest first. While another page or filter loads, the
// previous one stays on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { MessagesPage } from '#shared/schemas/messages.ts';
import { type MessageFilter, messagesQuery } from '../messages-format.ts';

export function useMessages(params: { status: MessageFilter; page: number }, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['/api/messages', params] as const,
    queryFn: () => apiRequest<MessagesPage>('GET', `/api/messages${messagesQuery(params)}`),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
