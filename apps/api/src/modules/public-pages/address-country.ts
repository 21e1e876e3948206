/**
 * The ISO 3166-1 country a job's free-text location names ("Athens, Greece", "Λευκωσία, Κύπρος", "Berlin, DE"), for
 * JSON-LD's addressCountry. Only a country written in the text counts: a city alone gives none rather than a guess.
 */
const COUNTRIES: Record<string, string> = {
  greece: 'GR',
  hellas: 'GR',
  ελλάδα: 'GR',
  ελλαδα: 'GR',
  cyprus: 'CY',
  κύπρος: 'CY',
  κυπρος: 'CY',
  'united kingdom': 'GB',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  ireland: 'IE',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  italy: 'IT',
  spain: 'ES',
  portugal: 'PT',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  luxembourg: 'LU',
  austria: 'AT',
  switzerland: 'CH',
  denmark: 'DK',
  sweden: 'SE',
  norway: 'NO',
  finland: 'FI',
  poland: 'PL',
  czechia: 'CZ',
  'czech republic': 'CZ',
  romania: 'RO',
  bulgaria: 'BG',
  hungary: 'HU',
  croatia: 'HR',
  slovenia: 'SI',
  slovakia: 'SK',
  estonia: 'EE',
  latvia: 'LV',
  lithuania: 'LT',
  malta: 'MT',
  turkey: 'TR',
  türkiye: 'TR',
  'united states': 'US',
  usa: 'US',
  canada: 'CA',
  australia: 'AU',
  'united arab emirates': 'AE',
  uae: 'AE',
  israel: 'IL',
  india: 'IN',
};

/** Codes written as such ("Berlin, DE"): the ones above, so an unrelated two-letter word is not read as a country. */
const CODES = new Set(Object.values(COUNTRIES));

export function addressCountry(location: string): string | null {
  const parts = location
    .split(/[,/()–—-]/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The country is usually last ("City, Country"); a location may also be the country alone.
  for (const part of parts.reverse()) {
    const name = part.toLocaleLowerCase('en');
    const byName = COUNTRIES[name];
    if (byName) return byName;
    if (part.length === 2 && CODES.has(part.toUpperCase())) return part.toUpperCase();
  }
  return null;
}
