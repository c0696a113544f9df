// The defaults of the customisation fields a page's theme is made of (spec part 2 §3): the five colours and the
// layout style. A module of its own so the booking page's first download takes only these.

export const THEME_DEFAULTS = {
  primaryColor: '#10b981',
  secondaryColor: '#1e40af',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  layoutStyle: 'modern',
} as const;
