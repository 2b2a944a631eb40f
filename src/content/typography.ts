/**
 * French typography applied to the content at load time, so the sources stay
 * readable (and free of invisible characters, which ESLint rejects in template
 * literals) while the pages get non-breaking spaces where a line must not
 * break: before « : ; ? ! », inside guillemets, between thousands
 * (« 5 000 »), before units (« 15 % », « 5 000 € HT », « 2,4 Mo ») and after « n° ».
 * Identifiers, slugs and ISO dates contain none of these patterns.
 */
const NBSP = '\u00a0';

const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/ ([:;?!»])/g, `${NBSP}$1`],
  [/« /g, `«${NBSP}`],
  [/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`],
  [/(\d) (?=[KM]?€|%|[KM]o\b)/g, `$1${NBSP}`],
  [/€ HT\b/g, `€${NBSP}HT`],
  [/n° /g, `n°${NBSP}`],
];

export function frenchTypography(text: string): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function applyDeep(value: unknown): unknown {
  if (typeof value === 'string') return frenchTypography(value);
  if (Array.isArray(value)) return value.map(applyDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, applyDeep(item)]));
  }
  return value;
}

/** Returns a copy of `data` with {@link frenchTypography} applied to every string it holds. */
export function withFrenchTypography<T>(data: T): T {
  return applyDeep(data) as T;
}
