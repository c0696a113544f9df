// How the Integrations page finds a catalogue entry's words in its catalog (docs/decisions/041): a feature's id is
// its English text in camel case ('Book Now button' → 'bookNowButton'), the shared list staying English.

/** 'Outlook on the web and desktop' → 'outlookOnTheWebAndDesktop'. */
export function featureId(feature: string): string {
  return feature
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join('');
}
