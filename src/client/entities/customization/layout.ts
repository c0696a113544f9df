// The classes of a section or card that follows the business's layout style, reading the surface variables that
// theme.ts computes. Apart from theme.ts so a page's markup does not bring the colour maths with it: the
// server-rendered booking page gets its variables from the server (docs/decisions/045).

/**
 * Classes for a section or card that follows the layout style (LAYOUT_FRAME: its corners and borders only). Every
 * page that uses them sets the variables (useCustomizationTheme, the server-rendered booking page, the preview).
 */
export const LAYOUT_FRAME = 'rounded-(--layout-radius) border-(length:--layout-border-width)';
export const LAYOUT_SURFACE = `${LAYOUT_FRAME} shadow-(--layout-shadow)`;
