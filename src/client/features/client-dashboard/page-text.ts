// Texts of the client dashboard that the page and its server render both write.

/** The document's title while the dashboard of `name` is shown. */
export const pageTitle = (name: string) => `${name} · My bookings`;

export const NOT_FOUND_TEXT = {
  title: 'Business not found',
  text: "The page you're looking for doesn't exist.",
} as const;
