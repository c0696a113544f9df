// Per-page <title>, description, canonical link and Open Graph tags; React 19 hoists them into <head>.
import { PRODUCT_NAME } from '../content/site.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path, used for the canonical and og:url addresses. */
  path: string;
}

export function PageMeta({ title, description, path }: PageMetaProps) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/icons/icon-512.png`} />
      <meta property="og:image:alt" content={`${PRODUCT_NAME} logo`} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
