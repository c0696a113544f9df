// The page's language as state (docs/decisions/032): the switch to another one fetches its catalog first, so the
// page never shows a half-translated state, then remembers it. Only the pages that speak several languages load it.
import { type ReactNode, useState } from 'react';
import { LOCALE_COOKIE, localeDirection, type PageLocale } from '#shared/i18n/locales.ts';
import { LocaleContext, type Messages } from './locale-context.tsx';

/** The language the visitor chose on an earlier visit, if any. */
export function rememberedLocale(): string | undefined {
  return new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
}

/** A one-year cookie the server's render reads, so the next visit starts in the chosen language. */
function rememberLocale(locale: PageLocale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LocaleProvider({
  locale,
  messages,
  load,
  children,
}: {
  locale: PageLocale;
  messages: Messages;
  load: (locale: PageLocale) => Promise<Messages>;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale, messages });

  async function changeLocale(next: PageLocale, remember = true) {
    const nextMessages = await load(next);
    setCurrent({ locale: next, messages: nextMessages });
    document.documentElement.lang = next;
    document.documentElement.dir = localeDirection(next);
    if (!remember) return;
    rememberLocale(next);
    // An address that names a language would otherwise win over the choice at the next visit.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  return <LocaleContext value={{ ...current, changeLocale }}>{children}</LocaleContext>;
}

/**
 * `text` (a message given `marker` for one of its values) with `node` where the marker stands: a link or an element
 * inside a sentence, placed where the language puts it.
 */
export function withNode(text: string, marker: string, node: ReactNode): ReactNode {
  const [before, after] = text.split(marker);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
