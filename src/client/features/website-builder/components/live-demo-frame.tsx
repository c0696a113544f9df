// The live demo: the owner's own booking page in a frame, the part of the site every website we build links to.
import { ExternalLink } from 'lucide-react';
import { paths } from '#client/app/paths.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

export function LiveDemoFrame({ slug, businessName }: { slug: string; businessName: string }) {
  const url = paths.book.build(slug);
  return (
    <Card role="region" aria-labelledby="live-demo-heading">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="live-demo-heading" className="text-xl">
            Live demo: your booking page
          </CardTitle>
          <CardDescription>
            This is {businessName}'s booking page as clients see it. Your new website puts it one click away.
          </CardDescription>
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Open in a new tab <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </CardHeader>
      <CardContent>
        <div className="overflow-hidden rounded-lg border">
          <div className="flex items-center gap-2 border-b bg-muted px-3 py-2" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
            <span className="ml-2 truncate text-xs text-muted-foreground">{url}</span>
          </div>
          <iframe
            src={url}
            title={`Live preview of ${businessName}'s booking page`}
            loading="lazy"
            className="h-[420px] w-full bg-white"
          />
        </div>
      </CardContent>
    </Card>
  );
}
