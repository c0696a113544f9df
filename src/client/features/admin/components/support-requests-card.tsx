// The owners' open help & support requests, newest first; answering one (by email) and marking it answered
// takes it off the list.
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { dateTime } from '../admin-format.ts';
import { useMarkSupportAnswered, useOpenSupportRequests } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

export function SupportRequestsCard() {
  const requests = useOpenSupportRequests();
  const answer = useMarkSupportAnswered();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">
          Open support requests{requests.data ? ` (${requests.data.length})` : ''}
        </h2>
        <CardDescription>
          Questions owners sent from Help &amp; Support. Reply by email, then mark them answered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Loaded query={requests} label="support requests">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No open requests.</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3">
                {list.map((request) => (
                  <li key={request.id} className="rounded-lg border p-4 break-words">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="font-medium">{request.subject}</h3>
                        <p className="text-sm text-muted-foreground">
                          <a
                            className="underline"
                            href={`mailto:${request.ownerEmail}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`}
                          >
                            {request.ownerEmail}
                          </a>
                          {request.businessName ? ` · ${request.businessName}` : ''} · {request.topic} ·{' '}
                          {dateTime(request.createdAt)}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={answer.isPending}
                        onClick={() => answer.mutate(request.id)}
                        aria-label={`Mark "${request.subject}" answered`}
                      >
                        Mark answered
                      </Button>
                    </div>
                    <p className="mt-2 text-sm whitespace-pre-wrap">{request.message}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
    </Card>
  );
}
