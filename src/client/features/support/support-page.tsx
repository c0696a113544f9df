// Help & Support (/support): searchable answers to what owners ask, each linking to the screen it is about, and
// a form that sends a question to the platform admins (stored; the owner gets a confirmation). Signed-out
// visitors read the answers and are asked to sign in to write.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { authPath, paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useMySupportRequests } from './api/support-requests.ts';
import { ContactForm } from './contact-form.tsx';
import { searchHelp } from './help-topics.ts';

function Answers() {
  const [query, setQuery] = useState('');
  const found = searchHelp(query);
  return (
    <section aria-labelledby="answers-title" className="grid gap-4">
      <h2 id="answers-title" className="text-xl font-semibold">
        Answers
      </h2>
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search the answers"
          placeholder="Search, e.g. reminders, refund, holiday"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {found.length} {found.length === 1 ? 'answer' : 'answers'} found
      </p>
      {found.length === 0 ? (
        <p className="text-muted-foreground">No answer matches “{query.trim()}”. Ask us below.</p>
      ) : (
        <div className="grid gap-3">
          {found.map((entry) => (
            <details
              key={entry.id}
              className="group rounded-lg border bg-card p-4"
              open={query.trim() !== ''}
            >
              <summary className="cursor-pointer font-medium">{entry.question}</summary>
              <p className="mt-2 text-sm text-muted-foreground">{entry.answer}</p>
              <Link
                href={entry.link.href}
                className="mt-2 inline-block text-sm font-medium text-primary underline"
              >
                {entry.link.label}
              </Link>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

function MyRequests() {
  const requests = useMySupportRequests({ enabled: true });
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="my-requests-title" className="grid gap-3">
      <h3 id="my-requests-title" className="font-semibold">
        Your messages
      </h3>
      <ul className="grid gap-2 text-sm">
        {requests.data.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <span>{request.subject}</span>
            <Badge variant={request.status === 'answered' ? 'success' : 'secondary'} className="capitalize">
              {request.status}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SupportPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title="Help & Support"
        description="Answers to what owners ask most, and a way to ask us anything."
      />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Answers />
        <Card className="self-start">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">Contact support</h2>
            <CardDescription>We answer by email, to the address you sign in with.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {user ? (
              <>
                <ContactForm />
                <MyRequests />
              </>
            ) : (
              <p className="text-sm">
                <Link href={authPath(paths.support)} className="font-medium text-primary underline">
                  Sign in
                </Link>{' '}
                to send us a message about your account.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
