// State of the colour generator: the Brand Identity form, the 1.5 s generation step and the resulting palette
// (spec part 2 §3, §4, §9 'Palette rules'). The palette maths lives in #shared/domain/palette.ts.
import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { parseHexColor } from '#shared/domain/contrast.ts';
import { generatePalette, PALETTE_DEFAULTS, type Palette } from '#shared/domain/palette.ts';

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
    timer.current = setTimeout(() => {
      setPalette(generatePalette(input));
      setGenerating(false);
      toast({ title: 'Palette Generated!', description: 'Your custom color palette is ready.' });
    }, GENERATION_DELAY_MS);
  };

  return { form, update, baseColor, palette, generating, generate };
}
