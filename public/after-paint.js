// Starts a page's scripts once its first contentful paint has been presented (docs/decisions/007 and 016): the
// pre-rendered pages, the booking page and the client dashboard arrive whole, so nothing on the first screen waits
// for JavaScript, and fetching and running the scripts earlier only held the first paint back (the browser ran them,
// hydration included, before painting, and the largest paint counted their download). A classic deferred script:
// it runs once the document is parsed, and the CSP allows it (no inline script). `data-entry`: the page's module
// entry; `data-preload`: the chunks it imports, fetched alongside it. A tab opened in the background paints nothing:
// its scripts start at once; a browser that reports no paint starts them after 3 s.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
  if (document.hidden) return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  setTimeout(start, 3000);
})();
