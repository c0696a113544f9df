// The public routes whose page chunks the server names in the app shell (src/server/client-shell.ts), so a first
// visit downloads them beside the entry script instead of after it has run. router.tsx lazy-loads the same modules.
import { paths } from './paths.ts';

export type PreloadedPage = {
  /** The route pattern, as in the router ('/book/:slug'). */
  path: string;
  /** The page module from the project root: the key of its chunk in Vite's build manifest. */
  module: string;
  /** Signed in, '/' shows the dashboard, so the landing page's chunks would be downloaded for nothing. */
  signedOutOnly?: boolean;
};

export const preloadedPages: readonly PreloadedPage[] = [
  { path: paths.home, module: 'src/client/features/marketing/landing-page.tsx', signedOutOnly: true },
  { path: paths.features, module: 'src/client/features/marketing/features-page.tsx' },
  { path: paths.pricing, module: 'src/client/features/marketing/pricing-page.tsx' },
  { path: paths.colorGenerator, module: 'src/client/features/palette/color-generator-page.tsx' },
  { path: paths.book.pattern, module: 'src/client/features/booking/book-page.tsx' },
];
