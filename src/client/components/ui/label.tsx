// Form label that dims with a disabled peer. A native <label> does everything Radix's adds here, at no cost to
// the bundle of public pages.
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
    <label
      className={cn(
        'text-sm font-medium leading-none select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
