// Reading the ISO 20022 files a bank sends (camt.053, camt.054, pain.002): the message is
// recognised by its namespace, refused whole when it is not well-formed, and read into plain
// objects through a few accessors that tolerate an absent branch.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BillingFormatError } from './format-error.ts';
import { decimalToCents } from './money.ts';

export const MALFORMED = 'Fichier tronqué ou mal formé.';

export interface BankMessage {
  /** e.g. « camt.053 »: the namespace is urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN. */
  name: string;
  /** The element under Document (BkToCstmrStmt…). */
  root: string;
  /** What to say when the file is another thing. */
  notThisMessage: string;
  /** Elements that may repeat, always read as arrays. */
  repeated: readonly string[];
}

export type XmlNode = unknown;

/** The message's root element, or a BillingFormatError in French. */
export function readBankMessage(xml: string, message: BankMessage): XmlNode {
  const source = xml.replace(/^\uFEFF/, '');
  const namespace = /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?\s*=\s*["']([^"']+)["']/.exec(
    source.slice(0, 4096),
  )?.[1];
  const expected = new RegExp(`^urn:iso:std:iso:20022:tech:xsd:${message.name.replace('.', '\\.')}\\.001\\.\\d{2}$`);
  if (!namespace) {
    // Nothing like an ISO 20022 document: a file cut before its root is « tronqué », anything else is not the message.
    if (/^\s*<\?xml[^>]*\?>\s*$/.test(source) || /^\s*<[^>]*$/.test(source))
      throw new BillingFormatError('malformed', MALFORMED);
    throw new BillingFormatError('wrong_message', message.notThisMessage);
  }
  if (!expected.test(namespace)) throw new BillingFormatError('wrong_message', message.notThisMessage);
  if (XMLValidator.validate(source) !== true) throw new BillingFormatError('malformed', MALFORMED);
  const repeated = new Set(message.repeated);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => repeated.has(name),
  });
  const root = child(child(parser.parse(source), 'Document'), message.root);
  if (root === undefined) throw new BillingFormatError('wrong_message', message.notThisMessage);
  return root;
}

/** The node at a path of element names, or undefined. */
export function child(node: XmlNode, ...path: string[]): XmlNode {
  let current = node;
  for (const name of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

/** The text of the element at `path` (trimmed), or undefined when absent or empty. */
export function text(node: XmlNode, ...path: string[]): string | undefined {
  const value = child(node, ...path);
  const raw = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['#text'] : value;
  if (raw === undefined || raw === null || typeof raw === 'object') return undefined;
  const string = String(raw).trim();
  return string === '' ? undefined : string;
}

/** The repeated elements at `path` (declared in `repeated`), [] when absent. */
export function list(node: XmlNode, ...path: string[]): XmlNode[] {
  const value = child(node, ...path);
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** An amount element (« 2592.00 », attribute Ccy) in cents; a missing or unreadable one is malformed. */
export function amount(node: XmlNode, ...path: string[]): number {
  const cents = optionalAmount(node, ...path);
  if (cents === undefined)
    throw new BillingFormatError('malformed', `${MALFORMED} Montant illisible (${path.join('/')}).`);
  return cents;
}

export function optionalAmount(node: XmlNode, ...path: string[]): number | undefined {
  const value = text(node, ...path);
  if (value === undefined) return undefined;
  const cents = decimalToCents(value);
  return cents === null ? undefined : cents;
}

/** An ISO date (YYYY-MM-DD) from an element holding Dt or DtTm (the day as the bank wrote it). */
export function isoDay(node: XmlNode, ...path: string[]): string | undefined {
  const value = text(node, ...path, 'Dt') ?? text(node, ...path, 'DtTm') ?? text(node, ...path);
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}
