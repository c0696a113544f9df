// One figure of the console: its name, value and what it counts.
import { useId } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';

export function FigureCard({ title, value, help }: { title: string; value: string; help?: string }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="grid gap-1 p-4 sm:p-5">
        <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
        {help ? <p className="text-xs text-muted-foreground">{help}</p> : null}
      </CardContent>
    </Card>
  );
}
