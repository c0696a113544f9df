// A loaded catalog in a component (docs/decisions/044): the owner app's areas and the app's words outside every page.
// Apart from catalog-loader.ts, which the public pages' first download holds and which has no use for it.
import { use } from 'react';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';

/**
 * A loader's catalog: at once when it has loaded, else suspending until it has. `use`, even of a settled promise,
 * makes a test's act() put off the rest of the render, and a dialog's layers then miss their pointer events.
 */
export function useCatalog(loading: Promise<Messages>): Messages {
  const settled = loading as { status?: string; value?: Messages };
  return settled.status === 'fulfilled' && settled.value ? settled.value : use(loading);
}
