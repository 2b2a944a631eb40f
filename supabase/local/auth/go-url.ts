// Go's net/url encodings, for the URLs GoTrue writes (e-mail links, /verify redirects): clients
// and tests compare them byte for byte.

/** url.QueryEscape: only A–Z a–z 0–9 - _ . ~ stay, a space becomes `+`. */
export function queryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** url.Values.Encode: `key=value` pairs sorted by key, joined with `&`. */
export function encodeValues(values: Iterable<[string, string]>): string {
  return [...values]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${queryEscape(key)}=${queryEscape(value)}`)
    .join('&');
}
