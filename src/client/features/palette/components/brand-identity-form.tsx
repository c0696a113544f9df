// The Brand Identity card: business type, brand mood, base colour (picker and hex text kept in step) and
// the Generate Palette button, which stays disabled while the hex is invalid and says why.
import { Palette as PaletteIcon } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { BUSINESS_TYPE_OPTIONS, MOOD_OPTIONS, PALETTE_DEFAULTS } from '#shared/domain/palette.ts';
import type { PaletteForm } from '../use-palette-generator.ts';

export interface BrandIdentityFormProps {
  form: PaletteForm;
  baseColor: string | null;
  generating: boolean;
  onChange: (patch: Partial<PaletteForm>) => void;
  onGenerate: () => void;
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 md:text-sm';

export const INVALID_HEX_MESSAGE = 'Enter a hex color such as #10b981 (3 or 6 digits, 0–9 and a–f).';

export function BrandIdentityForm({
  form,
  baseColor,
  generating,
  onChange,
  onGenerate,
}: BrandIdentityFormProps) {
  const invalid = baseColor === null;
  // While the typed hex is invalid the picker keeps showing the last valid colour.
  const lastValid = useRef<string>(PALETTE_DEFAULTS.baseColor);
  if (baseColor !== null) lastValid.current = baseColor;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none tracking-tight">
          <PaletteIcon className="size-5 text-emerald-700" aria-hidden="true" />
          Brand Identity
        </h2>
        <CardDescription>Tell us about your business and pick a starting color.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor="palette-business-type">Business Type</Label>
            <select
              id="palette-business-type"
              className={selectClass}
              value={form.businessType}
              onChange={(event) => onChange({ businessType: event.target.value })}
            >
              {BUSINESS_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="palette-mood">Brand Mood</Label>
            <select
              id="palette-mood"
              className={selectClass}
              value={form.mood}
              onChange={(event) => onChange({ mood: event.target.value })}
            >
              {MOOD_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium leading-none">Base Color</legend>
            <div className="flex gap-3">
              <input
                type="color"
                aria-label="Base color picker"
                className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                value={baseColor ?? lastValid.current}
                onChange={(event) => onChange({ baseColorText: event.target.value })}
              />
              <Input
                aria-label="Base color hex value"
                value={form.baseColorText}
                onChange={(event) => onChange({ baseColorText: event.target.value })}
                spellCheck={false}
                autoComplete="off"
                maxLength={9}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? 'palette-base-color-error' : 'palette-base-color-hint'}
                className="font-mono"
              />
            </div>
            {invalid ? (
              <p id="palette-base-color-error" className="text-sm font-medium text-destructive">
                {INVALID_HEX_MESSAGE}
              </p>
            ) : (
              <p id="palette-base-color-hint" className="text-sm text-muted-foreground">
                Your main brand color. The palette is built around it.
              </p>
            )}
          </fieldset>
          <Button type="submit" size="lg" disabled={generating || invalid}>
            {generating ? 'Generating...' : 'Generate Palette'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
