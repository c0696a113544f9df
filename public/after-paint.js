// Starts a pre-rendered page's scripts once its first contentful paint has been presented (docs/decisions/007):
// the page is complete without them, so the first paint never waits for them, nor competes with them for a phone's
// bandwidth. The script tag names the entry (data-entry) and the chunks it imports (data-preload, space-separated).
// A browser that reports no paint (a tab opened in the background paints only when shown) starts them after 3 s.
const tag = document.querySelector('script[data-entry]');
if (tag instanceof HTMLScriptElement) {
  const { entry = '', preload = '' } = tag.dataset;
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
    import(entry);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, 3000);
}
