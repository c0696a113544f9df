// A link that routes inside the app, or does a full page load for server paths such as /api/login.
import type { ComponentProps } from 'react';
import { Link } from 'wouter';

export type MarketingLinkProps = ComponentProps<'a'> & { href: string };

export function MarketingLink({ href, children, ...props }: MarketingLinkProps) {
  if (href.startsWith('/api/')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
