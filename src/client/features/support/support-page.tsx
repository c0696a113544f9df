// Help & Support (/support): searchable answers to what owners ask, each linking to the screen it is about, and
// a form that sends a question to the platform admins (stored; the owner gets a confirmation). Signed-out
// visitors read the answers, in the language they chose on the public pages or their browser's, and are asked to
// sign in to write.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { authPath, paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { type SupportMessageId, useSupportI18n } from '#client/lib/app-i18n/support-i18n.ts';
import { useMySupportRequests } from './api/support-requests.ts';
import { ContactForm } from './contact-form.tsx';
import { HELP_ANSWERS, searchHelp } from './help-topics.ts';

function Answers() {
  const { t } = useSupportI18n();
  const [query, setQuery] = useState('');
  // Searched as shown, in the page's language (English: help-topics.ts's own words).
  const found = searchHelp(
    query,
    HELP_ANSWERS.map((entry) => ({
      ...entry,
      question: t(`help.question.${entry.id}` as SupportMessageId),
      answer: t(`help.answer.${entry.id}` as SupportMessageId),
      link: { href: entry.link.href, label: t(`help.link.${entry.id}` as SupportMessageId) },
    })),
  );
  return (
    <section aria-labelledby="answers-title" className="grid gap-4">
      <h2 id="answers-title" className="text-xl font-semibold">
        {t('answers.title')}
      </h2>
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('answers.search')}
          placeholder={t('answers.placeholder')}
          className="ps-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {t('answers.found', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="text-muted-foreground">{t('answers.none', { query: query.trim() })}</p>
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
  const { t } = useSupportI18n();
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="my-requests-title" className="grid gap-3">
      <h3 id="my-requests-title" className="font-semibold">
        {t('requests.title')}
      </h3>
      <ul className="grid gap-2 text-sm">
        {requests.data.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <span>{request.subject}</span>
            <Badge variant={request.status === 'answered' ? 'success' : 'secondary'} className="capitalize">
              {t(`requests.status.${request.status}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Signed out, no app frame is above the page: it takes the visitor's language itself, as /auth does (decision 044);
 * signed in, the frame's provider gives the same language. */
export function SupportPage() {
  return (
    <AppLocaleProvider>
      <Support />
    </AppLocaleProvider>
  );
}

function Support() {
  const { user } = useAuth();
  const { t } = useSupportI18n();
  // The sentence around the sign-in link, split where the link goes.
  const [beforeSignIn, afterSignIn] = t('contact.signedOut', { signIn: '\u0000' }).split('\u0000');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Answers />
        <Card className="self-start">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight">{t('contact.title')}</h2>
            <CardDescription>{t('contact.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {user ? (
              <>
                <ContactForm />
                <MyRequests />
              </>
            ) : (
              <p className="text-sm">
                {beforeSignIn}
                <Link href={authPath(paths.support)} className="font-medium text-primary underline">
                  {t('contact.signIn')}
                </Link>
                {afterSignIn}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
