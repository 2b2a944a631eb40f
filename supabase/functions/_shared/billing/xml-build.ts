// Writing the XML documents (CII invoice, pain.008) from plain object trees: element order is the
// objects' key order, arrays repeat an element, `@name` keys are attributes, `#text` a text beside
// attributes, and absent (undefined) members write nothing. fast-xml-parser escapes the text.
import { XMLBuilder } from 'fast-xml-parser';

export type XmlTree = { [name: string]: XmlValue };
export type XmlValue = string | number | XmlTree | XmlValue[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

function prune(value: XmlValue): XmlValue {
  if (Array.isArray(value)) return value.map(prune).filter((item) => item !== undefined);
  if (value === undefined || typeof value !== 'object') return value;
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const pruned = prune(item);
    return pruned === undefined || (Array.isArray(pruned) && pruned.length === 0) ? [] : [[key, pruned] as const];
  });
  return Object.fromEntries(entries);
}

/** The document with its UTF-8 declaration. */
export function buildXml(root: XmlTree): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(prune(root))}`;
}

/** A text element only when there is text: `optional(x)` writes nothing for '', null or undefined. */
export const optional = (value: string | null | undefined): string | undefined => (value ? value : undefined);
