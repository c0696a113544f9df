// React markup rendered on Node once every lazy part has loaded (so the browser hydrates it rather than replacing
// a fallback): the build's pre-rendered pages (prerender.tsx) and the booking page's server entry.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderComplete(node: ReactNode): Promise<string> {
  // Without a limit: past React's default (12.8 KB of markup before it), a completed Suspense boundary is sent as
  // its fallback plus a hidden copy and an inline swap script, which the CSP blocks, so the page showed both.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
