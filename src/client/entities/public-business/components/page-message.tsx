// A whole-page message of the booking page (not found, could not load), in its own <main>.
import type { ReactNode } from 'react';

export function PageMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </main>
  );
}
