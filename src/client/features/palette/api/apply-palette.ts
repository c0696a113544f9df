// Applies a generated palette to the signed-in owner's booking page: POST /api/client-customization with the
// five colour fields the customisation stores (spec part 2 §3 'Client customization').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMIZATION_URL,
  clientCustomizationQueryKey,
} from '#client/entities/customization/api/customization.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Palette } from '#shared/domain/palette.ts';

export interface PaletteCustomizationInput {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
}

export function paletteToCustomization(palette: Palette): PaletteCustomizationInput {
  return {
    primaryColor: palette.primary,
    secondaryColor: palette.secondary,
    accentColor: palette.accent,
    backgroundColor: palette.background,
    textColor: palette.text,
  };
}

export function applyPalette(palette: Palette): Promise<unknown> {
  return apiRequest('POST', CUSTOMIZATION_URL, paletteToCustomization(palette));
}

export function useApplyPalette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPalette,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientCustomizationQueryKey }),
  });
}
