// The Brand Identity card: business type, brand mood, base colour (picker and hex text kept in step) and
// the Generate Palette button, which stays disabled while the hex is invalid and says why.
import { Palette as PaletteIcon } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PALETTE_BUSINESS_TYPES, PALETTE_DEFAULTS, PALETTE_MOODS } from '#shared/domain/palette-options.ts';
import { usePaletteI18n } from '../i18n.ts';
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

export function BrandIdentityForm({
  form,
  baseColor,
  generating,
  onChange,
  onGenerate,
}: BrandIdentityFormProps) {
  const { t } = usePaletteI18n();
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
          {t('palette.form.title')}
        </h2>
        <CardDescription>{t('palette.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor="palette-business-type">{t('palette.form.businessType')}</Label>
            <select
              id="palette-business-type"
              className={selectClass}
              value={form.businessType}
              onChange={(event) => onChange({ businessType: event.target.value })}
            >
              {PALETTE_BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`palette.type.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="palette-mood">{t('palette.form.mood')}</Label>
            <select
              id="palette-mood"
              className={selectClass}
              value={form.mood}
              onChange={(event) => onChange({ mood: event.target.value })}
            >
              {PALETTE_MOODS.map((mood) => (
                <option key={mood} value={mood}>
                  {t(`palette.mood.${mood}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium leading-none">{t('palette.form.baseColor')}</legend>
            <div className="flex gap-3">
              <input
                type="color"
                aria-label={t('palette.form.picker')}
                className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                value={baseColor ?? lastValid.current}
                onChange={(event) => onChange({ baseColorText: event.target.value })}
              />
              <Input
                aria-label={t('palette.form.hex')}
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
                {t('palette.form.invalidHex')}
              </p>
            ) : (
              <p id="palette-base-color-hint" className="text-sm text-muted-foreground">
                {t('palette.form.hint')}
              </p>
            )}
          </fieldset>
          <Button type="submit" size="lg" disabled={generating || invalid}>
            {generating ? t('palette.form.generating') : t('palette.form.generate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
