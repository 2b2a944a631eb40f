// What staff must never read on a history or on the data-rights screen: an id, or the name of a
// column or a table as the database spells it. Used by the component tests and the end-to-end specs.
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// No word boundaries: textContent glues neighbouring cells (« idkindend_of_lease »), which must still be caught.
const snakeCase = /[a-z0-9]+(?:_[a-z0-9]+)+/gi;

/** Every UUID and snake_case identifier in `text`: empty when it reads as French. */
export function rawIdentifiers(text: string): string[] {
  return [...text.matchAll(uuid), ...text.matchAll(snakeCase)].map((match) => match[0]);
}
