// Build-time entry (vite.config.ts builds it for Node and calls it): the signed-out '/' rendered to a whole HTML
// document, so the landing page paints before any script runs; the browser entry hydrates it (docs/decisions/007).
import { Router } from 'wouter';
import { prerenderMarketingIn } from '#client/components/marketing/translated-page.tsx';
import { sessionQueryKey } from '#client/entities/session/api/session.ts';
import { languageHead } from '#client/lib/i18n/alternates.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { afterPaintScript, withLanguage } from '#client/lib/ssr-document.ts';
import { LOCALES, type PageLocale, PSEUDO_LOCALE } from '#shared/i18n/locales.ts';
import { App } from './app.tsx';
import { renderComplete } from './render-complete.ts';

/** Paths pre-rendered for visitors who are not signed in (the server sends the plain shell to everyone else). */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/pricing', '/color-generator'];

/** The pre-rendered pages also written in the landing page's other languages (docs/decisions/042, issue 28). */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/pricing', '/color-generator'];

/** The landing page's other languages (docs/decisions/042): a document each, beside the English one. */
export const LANDING_LOCALES: readonly PageLocale[] = [...LOCALES.filter((l) => l !== 'en'), PSEUDO_LOCALE];

/** The title, meta and link tags React hoists out of the pages (PageMeta); they open the rendered markup. */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** The app's markup at `path` for a visitor without a session, with every lazy page loaded. */
async function renderApp(path: string, locale: PageLocale): Promise<string> {
  // A visitor without the signed-in hint is signed out from the first render (see AuthProvider).
  queryClient.setQueryData(sessionQueryKey, null);
  prerenderMarketingIn(locale);
  return renderComplete(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
}

/**
 * The shell with its entry script and modulepreloads replaced by /after-paint.js, which starts them once the page
 * has painted: the page is complete without them, and requested earlier they are counted in its paint (Lighthouse
 * takes every request begun before the largest paint as something the paint waited for).
 */
function afterPaint(shell: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  if (!entry) throw new Error('prerender: the shell has no entry script');
  return shell
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, afterPaintScript(entry, preloads));
}

/**
 * The built index.html (`shell`) with the page's markup in #root and the page's own title and meta tags in
 * place of the shell's generic ones; in another `locale` than English (the landing page's), with its `lang`, `dir`
 * and the page's address in each language.
 */
export async function renderDocument(
  shell: string,
  path: string,
  locale: PageLocale = 'en',
): Promise<string> {
  const markup = await renderApp(path, locale);
  const head = HOISTED_TAGS.exec(markup)?.[0] ?? '';
  const body = markup.slice(head.length);
  if (!head.includes('<title>') || body.includes('<script')) {
    throw new Error(`prerender ${path}: expected hoisted page tags and no inline script`);
  }
  const document = afterPaint(shell)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body}</div>`);
  if (!document.includes(body)) throw new Error(`prerender ${path}: the shell has no empty #root`);
  return locale === 'en' ? document : withLanguage(document, languageHead(locale, path));
}
