// Per-page <title>, description, canonical link and Open Graph tags; React 19 hoists them into <head>.
import { PRODUCT_NAME } from './site.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path, used for the canonical and og:url addresses. */
  path: string;
}

export function PageMeta({ title, description, path }: PageMetaProps) {
  // The absolute addresses need the page's origin, which a build-time pre-render (docs/decisions/007) does not
  // know: they are added in the browser. Hoisted tags are never hydrated, so this cannot cause a mismatch, and
  // a relative canonical from the build would conflict with the browser's absolute one.
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {origin !== undefined && (
        <>
          <link rel="canonical" href={`${origin}${path}`} />
          <meta property="og:url" content={`${origin}${path}`} />
          <meta property="og:image" content={`${origin}/icons/icon-512.png`} />
        </>
      )}
      <meta property="og:image:alt" content={`${PRODUCT_NAME} logo`} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
