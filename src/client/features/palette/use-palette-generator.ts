// State of the colour generator: the Brand Identity form, the 1.5 s generation step and the resulting palette
// (spec part 2 §3, §4, §9 'Palette rules'). The palette maths lives in #shared/domain/palette.ts, fetched when the
// first palette is asked for: the 1.5 s step leaves it time, and the page's first download is smaller.
import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { parseHexColor } from '#shared/domain/contrast.ts';
import type { Palette } from '#shared/domain/palette.ts';
import { PALETTE_DEFAULTS } from '#shared/domain/palette-options.ts';
import { usePaletteI18n } from './i18n.ts';

export const GENERATION_DELAY_MS = 1500;

export interface PaletteForm {
  businessType: string;
  mood: string;
  /** What the visitor typed; may be invalid while they are typing. */
  baseColorText: string;
  /** Carried as the spec's input field; not used in the calculation. */
  industry: string;
}

export function usePaletteGenerator() {
  const { t } = usePaletteI18n();
  const [form, setForm] = useState<PaletteForm>({
    businessType: PALETTE_DEFAULTS.businessType,
    mood: PALETTE_DEFAULTS.mood,
    baseColorText: PALETTE_DEFAULTS.baseColor,
    industry: PALETTE_DEFAULTS.industry,
  });
  const [palette, setPalette] = useState<Palette | null>(null);
  const [generating, setGenerating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const baseColor = parseHexColor(form.baseColorText);

  const update = (patch: Partial<PaletteForm>) => setForm((current) => ({ ...current, ...patch }));

  const generate = () => {
    if (generating || baseColor === null) return;
    const input = { businessType: form.businessType, mood: form.mood, baseColor };
    setGenerating(true);
    const maths = import('#shared/domain/palette.ts');
    // Its failure is answered when the step ends (below), not reported as unhandled meanwhile.
    maths.catch(() => {});
    timer.current = setTimeout(async () => {
      try {
        const { generatePalette } = await maths;
        setPalette(generatePalette(input));
        toast({ title: t('palette.toast.generated'), description: t('palette.toast.generatedText') });
      } catch {
        // The maths could not be fetched (offline, or a new release replaced it): the visitor may try again.
        toast({ title: t('palette.toast.failed'), variant: 'destructive' });
      } finally {
        setGenerating(false);
      }
    }, GENERATION_DELAY_MS);
  };

  return { form, update, baseColor, palette, generating, generate };
}
