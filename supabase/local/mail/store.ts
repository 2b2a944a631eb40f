// The local inbox: parsed messages kept in memory, newest first, bounded so a long session
// (or a runaway loop) cannot eat the machine. Restarting the stack empties it.
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';

export interface MailAddress {
  Name: string;
  Address: string;
}

/** A file the message carries, numbered as Mailpit numbers MIME parts (the first after the body is « 2 »). */
export interface StoredAttachment {
  partId: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface StoredMessage {
  id: string;
  messageId: string;
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  /** When the inbox received it. */
  created: Date;
  /** The Date header, if any. */
  date: Date | null;
  text: string;
  html: string;
  /** Header name as written → its values, in order (a header can repeat). */
  headers: Record<string, string[]>;
  attachments: StoredAttachment[];
  raw: Buffer;
  read: boolean;
}

export const DEFAULT_CAPACITY = 1000;

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) =>
      entry.group
        ? entry.group.map((member) => ({ Name: member.name ?? '', Address: member.address ?? '' }))
        : [{ Name: entry.name ?? '', Address: entry.address ?? '' }],
    ),
  );
}

function headerMap(lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { line } of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    (map[name] ??= []).push(value);
  }
  return map;
}

export class MailStore {
  #messages: StoredMessage[] = [];

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /**
   * Parses a raw RFC 5322 message and keeps it. `envelopeTo` (SMTP RCPT TO) reveals the blind
   * copies: recipients of the envelope that no header names.
   */
  async addRaw(raw: Buffer, envelopeTo: string[] = []): Promise<StoredMessage> {
    const parsed = await simpleParser(raw, { skipImageLinks: true });
    const to = addresses(parsed.to);
    const cc = addresses(parsed.cc);
    const named = new Set([...to, ...cc].map((a) => a.Address.toLowerCase()));
    const bcc = [
      ...addresses(parsed.bcc),
      ...envelopeTo.filter((a) => !named.has(a.toLowerCase())).map((a) => ({ Name: '', Address: a })),
    ];
    const message: StoredMessage = {
      id: randomUUID(),
      messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
      from: addresses(parsed.from)[0] ?? null,
      to,
      cc,
      bcc: bcc.filter((a, i) => bcc.findIndex((b) => b.Address === a.Address) === i),
      replyTo: addresses(parsed.replyTo),
      subject: parsed.subject ?? '',
      created: new Date(),
      date: parsed.date ?? null,
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers: headerMap(parsed.headerLines),
      attachments: parsed.attachments
        .filter((a) => !a.related)
        .map((a, index) => ({
          partId: String(index + 2),
          fileName: a.filename ?? '',
          contentType: a.contentType,
          content: a.content,
        })),
      raw,
      read: false,
    };
    this.#messages.unshift(message);
    if (this.#messages.length > this.capacity) this.#messages.length = this.capacity;
    return message;
  }

  /** Newest first. */
  all(): readonly StoredMessage[] {
    return this.#messages;
  }

  get(id: string): StoredMessage | undefined {
    return this.#messages.find((m) => m.id === id);
  }

  /** Deletes the given messages, or all of them; returns how many went. */
  delete(ids?: readonly string[]): number {
    const before = this.#messages.length;
    if (!ids) this.#messages = [];
    else {
      const gone = new Set(ids);
      this.#messages = this.#messages.filter((m) => !gone.has(m.id));
    }
    return before - this.#messages.length;
  }
}
