// The owner's layout style (spec part 2 §2) as the classes of a dashboard card: modern (cards with shadows),
// minimal (simple borders and spacing), classic (traditional, with dividers).
import type { Customization } from '#shared/schemas/customization.ts';

export type LayoutStyle = Customization['layoutStyle'];

export const CARD_CLASS: Record<LayoutStyle, string> = {
  modern: 'rounded-2xl border bg-card p-4 shadow-md',
  minimal: 'rounded-md border bg-card p-4',
  classic: 'border-b-2 border-double bg-card px-1 py-4',
};
