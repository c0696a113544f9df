// A screen's full-page load failure (spec part 1 §8, part 2 §8): its title, the connection hint and Try Again,
// which reloads the page.
import { AlertTriangle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';

export function LoadErrorPage({ title }: { title: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="grid justify-items-center gap-3 p-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
            <AlertTriangle aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">Please check your connection and try again.</p>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
        </CardContent>
      </Card>
    </div>
  );
}
