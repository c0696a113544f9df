// React markup rendered on Node once every lazy part has loaded (so the browser hydrates it rather than replacing
// a fallback): the build's pre-rendered pages (prerender.tsx) and the booking page's server entry.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderComplete(node: ReactNode): Promise<string> {
  // Every boundary inline, however large the page: past progressiveChunkSize (12,800 bytes by default) React
  // outlines a boundary into a <template> completed by an inline script, which the CSP blocks (React error 419).
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
