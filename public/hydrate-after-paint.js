// Starts a server-rendered page's scripts once its markup has painted (docs/decisions/016): the booking page and
// the client dashboard arrive whole, so nothing on the first screen waits for JavaScript, and fetching and running
// the scripts first only held the first paint back (the browser ran them, hydration included, before painting, and
// the largest paint counted their download). A classic deferred script: it runs once the document is parsed, and
// the CSP allows it (no inline script). `data-entry`: the page's module entry; `data-preload`: the chunks it
// imports, fetched alongside it.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A frame, then a task: after the paint. A tab opened in the background paints nothing: start at once.
  if (document.hidden) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
