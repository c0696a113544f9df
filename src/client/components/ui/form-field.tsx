// Label + control + message, wired for assistive technology: the control gets an id,
// aria-invalid when there is an error, and aria-describedby pointing at the hint and error text.
import { createContext, type ReactNode, use, useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label.tsx';

/** How an error message is shown: as it is, or in the app's language (lib/app-i18n sets it, docs/decisions/041). */
export const FieldMessageContext = createContext<(message: string) => string>((message) => message);

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const fieldMessage = use(FieldMessageContext);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {fieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
