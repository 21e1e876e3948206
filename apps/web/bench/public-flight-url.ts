/**
 * The address of an open public flight page on a running API, found as a crawler would: through the public
 * JSON Feed (the demo data's open flights). Throws when there is none, so the bench never measures a 404.
 */
export async function findPublicFlightUrl(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/feeds/flights.json`);
  if (!response.ok) throw new Error(`GET /feeds/flights.json answered ${response.status}`);
  const feed = (await response.json()) as { items?: { url?: string }[] };
  const url = feed.items?.find(
    (item) => typeof item.url === 'string' && /\/flights\/TO\d+$/.test(item.url),
  )?.url;
  if (!url) throw new Error('no open public flight in the demo data (the JSON Feed is empty)');
  // The feed's links use APP_ORIGIN; the bench's API answers on its own address.
  return new URL(new URL(url).pathname, apiUrl).toString();
}
