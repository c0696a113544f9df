// A generated palette: the swatches, the live preview, Export as CSS and (for a signed-in owner) 'Use for my
// booking page'. Loaded when the visitor first asks for a palette, so the page itself downloads none of it.
import { Download, Wand2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import type { Palette } from '#shared/domain/palette.ts';
import { useApplyPalette } from '../api/apply-palette.ts';
import { exportPaletteCss } from '../copy-color.ts';
import { useResultI18n } from '../result-i18n.ts';
import { PalettePreview } from './palette-preview.tsx';
import { PaletteSwatches } from './palette-swatches.tsx';

function ApplyPaletteButton({ palette }: { palette: Palette }) {
  const apply = useApplyPalette();
  const t = useResultI18n();
  const onClick = () =>
    apply.mutate(palette, {
      onSuccess: () =>
        toast({ title: t('palette.toast.applied'), description: t('palette.toast.appliedText') }),
      onError: (error) =>
        toast({
          title: t('palette.toast.applyFailed'),
          description: errorMessage(error, t('palette.toast.applyFailedText')),
          variant: 'destructive',
        }),
    });
  return (
    <Button variant="secondary" onClick={onClick} disabled={apply.isPending}>
      <Wand2 aria-hidden="true" />
      {apply.isPending ? t('palette.result.applying') : t('palette.result.apply')}
    </Button>
  );
}

export function PaletteResult({ palette }: { palette: Palette }) {
  const { user } = useAuth();
  const t = useResultI18n();
  return (
    <div className="grid gap-6">
      <PaletteSwatches palette={palette} />
      <PalettePreview palette={palette} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => exportPaletteCss(palette, t)}>
          <Download aria-hidden="true" />
          {t('palette.result.export')}
        </Button>
        {user && <ApplyPaletteButton palette={palette} />}
      </div>
    </div>
  );
}
