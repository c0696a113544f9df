// React markup rendered on Node once every lazy part has loaded (so the browser hydrates it rather than replacing
// a fallback): the build's pre-rendered pages (prerender.tsx) and the booking page's server entry.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderComplete(node: ReactNode): Promise<string> {
  // Every Suspense boundary inline, however long the page: past 12,800 bytes React would otherwise send a boundary
  // apart with an inline script to move it in, which the CSP blocks (the browser then renders it again, error 419).
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<script'))
    throw new Error('rendered markup holds an inline script (an outlined boundary)');
  return html;
}
