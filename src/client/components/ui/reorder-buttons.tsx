// Move-up / move-down buttons for a list the owner can reorder by keyboard or pointer, plus the pure move helper.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Button } from './button.tsx';

/** The ids with the one at `index` moved by `delta` places (unchanged when that would leave the list). */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as string);
  return next;
}

export function ReorderButtons({
  itemName,
  labels = { up: `Move ${itemName} up`, down: `Move ${itemName} down` },
  index,
  count,
  disabled = false,
  onMove,
  className,
}: {
  /** Used in the buttons' accessible names: 'Move Haircut up'. */
  itemName: string;
  /** Those names in the app's language; English from `itemName` by default. */
  labels?: { up: string; down: string };
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
  className?: string;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // The list re-renders in its new order and React may move this row's node, which drops focus: put it back
  // on the same button, or on the other one when this one is now disabled at the end of the list.
  const move = (delta: -1 | 1) => {
    onMove(delta);
    requestAnimationFrame(() => {
      const [same, other] = delta === -1 ? [upRef, downRef] : [downRef, upRef];
      (same.current?.disabled ? other.current : same.current)?.focus();
    });
  };
  return (
    <div className={cn('flex items-center gap-0.5', className)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        ref={upRef}
        aria-label={labels.up}
        disabled={disabled || index === 0}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        ref={downRef}
        aria-label={labels.down}
        disabled={disabled || index === count - 1}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
