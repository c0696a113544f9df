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
import { PalettePreview } from './palette-preview.tsx';
import { PaletteSwatches } from './palette-swatches.tsx';

function ApplyPaletteButton({ palette }: { palette: Palette }) {
  const apply = useApplyPalette();
  const onClick = () =>
    apply.mutate(palette, {
      onSuccess: () =>
        toast({ title: 'Palette applied', description: 'Your booking page now uses these colors.' }),
      onError: (error) =>
        toast({
          title: 'Could not apply palette',
          description: errorMessage(error, 'Failed to save customization settings.'),
          variant: 'destructive',
        }),
    });
  return (
    <Button variant="secondary" onClick={onClick} disabled={apply.isPending}>
      <Wand2 aria-hidden="true" />
      {apply.isPending ? 'Applying...' : 'Use for my booking page'}
    </Button>
  );
}

export function PaletteResult({ palette }: { palette: Palette }) {
  const { user } = useAuth();
  return (
    <div className="grid gap-6">
      <PaletteSwatches palette={palette} />
      <PalettePreview palette={palette} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => exportPaletteCss(palette)}>
          <Download aria-hidden="true" />
          Export as CSS
        </Button>
        {user && <ApplyPaletteButton palette={palette} />}
      </div>
    </div>
  );
}
