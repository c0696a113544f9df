// The pieces every server-rendered document shares (the booking page, docs/decisions/008, and the client
// dashboard, 016): the data embedded for hydration and the built template filled with a page's head and markup.

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` become \u escapes (so no
 * `</script>` or `<!--` in a business's name can end the element early), and so do U+2028/2029.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The tag that starts a page's module `entry` and the chunks it imports once the page has painted
 * (public/after-paint.js, docs/decisions/007 and 016); paths from the site's root. */
export function afterPaintScript(entry: string, preloads: readonly string[]): string {
  return `<script defer src="/after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
}

/** The data block the server writes behind #root for the browser entry to read. */
export function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${serializeForScript(value)}</script>`;
}

/** The embedded data of the element `id`, or undefined when the document has none (or it cannot be read). */
export function readEmbeddedData<T>(doc: Document, id: string): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export type DocumentHead = {
  title: string;
  description: string;
  htmlStyle?: string;
  /** The page's language and direction (docs/decisions/032); English, left to right, when absent. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The page's address in each of its languages, for search engines (`x-default`: the one without a choice). */
  alternates?: Array<{ hreflang: string; href: string }>;
};

function htmlAttributes(head: Omit<DocumentHead, 'title' | 'description'>): string {
  const dir = head.dir ? ` dir="${head.dir}"` : '';
  const style = head.htmlStyle ? ` style="${head.htmlStyle}"` : '';
  return `lang="${escapeHtml(head.lang ?? 'en')}"${dir}${style}`;
}

function alternateLinks(head: Pick<DocumentHead, 'alternates'>): string {
  return (head.alternates ?? [])
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    )
    .join('');
}

/** A built document (`<html lang="en">`) in the page's language: `lang`, `dir` and the alternates' links. */
export function withLanguage(document: string, head: Omit<DocumentHead, 'title' | 'description'>): string {
  return document
    .replace('<html lang="en">', () => `<html ${htmlAttributes(head)}>`)
    .replace('</head>', () => `${alternateLinks(head)}</head>`);
}

/**
 * The template (a built document) with this page's head, its markup in #root and `afterRoot` behind it.
 * Replacer functions, so a `$&` in a business's name is text, not a replacement pattern.
 */
export function fillTemplate(template: string, head: DocumentHead, body: string, afterRoot = ''): string {
  const titled = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  const document = withLanguage(titled, head).replace(
    '<div id="root"></div>',
    () => `<div id="root">${body}</div>${afterRoot}`,
  );
  if (!document.includes(body)) throw new Error('The page template has no empty #root');
  return document;
}

/** A 404 page made from the template: plain HTML, nothing to hydrate, so no script at all. */
export function notFoundDocument(template: string, head: DocumentHead, markup: string): string {
  const withoutScripts = template
    .replace(/<script\b[^>]*><\/script>\s*/g, '')
    .replace(/<noscript>.*?<\/noscript>\s*/s, '');
  return fillTemplate(withoutScripts, head, markup);
}
