// Component tests of the pre-rendered pages (app/prerender.tsx): the built index.html the pre-render fills, and the
// text a document reads as.

/** A built index.html, as the pre-render gets it. */
export const PRERENDER_SHELL =
  '<!doctype html><html lang="en"><head><title>Bookwell</title><meta name="description" content="x"></head>' +
  '<body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>';

/** The markup's text, without tags and React's text separators, its ampersands as read. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
