// The subset of Mailpit's JSON API (v1) that tools and tests use, with Mailpit's field names:
// GET /api/v1/messages, GET /api/v1/message/{ID}[/headers|/raw], GET /api/v1/message/{ID}/part/{PartID}
// (an attachment's bytes), DELETE /api/v1/messages, GET /api/v1/search?query=…
import type { MailAddress, StoredAttachment, StoredMessage } from './store';

export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  /** When the inbox received it, ISO 8601. */
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

export interface MessagesPage {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: MessageSummary[];
}

export interface AttachmentSummary {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
}

export interface MessageDetail extends Omit<MessageSummary, 'Attachments' | 'Snippet'> {
  ReturnPath: string;
  /** The Date header, ISO 8601 (the reception time when the header is missing). */
  Date: string;
  Text: string;
  HTML: string;
  Inline: never[];
  Attachments: AttachmentSummary[];
}

const attachmentSummary = (attachment: StoredAttachment): AttachmentSummary => ({
  PartID: attachment.partId,
  FileName: attachment.fileName,
  ContentType: attachment.contentType,
  ContentID: '',
  Size: attachment.content.length,
});

const SNIPPET_LENGTH = 250;

function snippet(message: StoredMessage): string {
  const source = message.text || message.html.replace(/<[^>]*>/g, ' ');
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}...` : flat;
}

export function summarize(message: StoredMessage): MessageSummary {
  return {
    ID: message.id,
    MessageID: message.messageId,
    Read: message.read,
    From: message.from,
    To: message.to,
    Cc: message.cc,
    Bcc: message.bcc,
    ReplyTo: message.replyTo,
    Subject: message.subject,
    Created: message.created.toISOString(),
    Tags: [],
    Size: message.raw.length,
    Attachments: message.attachments.length,
    Snippet: snippet(message),
  };
}

export function detail(message: StoredMessage): MessageDetail {
  const { Attachments: _attachments, Snippet: _snippet, ...summary } = summarize(message);
  return {
    ...summary,
    ReturnPath: message.headers['Return-Path']?.[0]?.replace(/^<|>$/g, '') ?? message.from?.Address ?? '',
    Date: (message.date ?? message.created).toISOString(),
    Text: message.text,
    HTML: message.html,
    Inline: [],
    Attachments: message.attachments.map(attachmentSummary),
  };
}

/** `?start=&limit=` over the newest-first list (Mailpit's default page is 50). */
export function page(all: readonly StoredMessage[], matching: readonly StoredMessage[], params: URLSearchParams): MessagesPage {
  const start = Math.max(0, Number.parseInt(params.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Math.min(1000, Number.parseInt(params.get('limit') ?? '50', 10) || 50));
  const slice = matching.slice(start, start + limit);
  return {
    total: all.length,
    unread: all.filter((m) => !m.read).length,
    count: slice.length,
    messages_count: matching.length,
    start,
    tags: [],
    messages: slice.map(summarize),
  };
}

/** Words and `key:value` terms, double quotes grouping spaces: `to:a@b.fr subject:"Votre devis"`. */
function terms(query: string): Array<{ key: string; value: string }> {
  const out: Array<{ key: string; value: string }> = [];
  for (const match of query.matchAll(/(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)) {
    out.push({ key: (match[1] ?? '').toLowerCase(), value: (match[2] ?? match[3] ?? '').toLowerCase() });
  }
  return out;
}

const addressText = (list: MailAddress[]) => list.map((a) => `${a.Name} <${a.Address}>`).join(' ').toLowerCase();

/** Mailpit's search, the common part: to:, from:, cc:, subject:, is:read|unread, and free words. */
export function matchesQuery(message: StoredMessage, query: string): boolean {
  return terms(query).every(({ key, value }) => {
    switch (key) {
      case 'to':
        return addressText(message.to).includes(value);
      case 'from':
        return addressText(message.from ? [message.from] : []).includes(value);
      case 'cc':
        return addressText(message.cc).includes(value);
      case 'subject':
        return message.subject.toLowerCase().includes(value);
      case 'is':
        return value === 'read' ? message.read : value === 'unread' ? !message.read : false;
      default: {
        const word = key ? `${key}:${value}` : value;
        return [message.subject, message.text, addressText(message.to), addressText(message.from ? [message.from] : [])]
          .join('\n')
          .toLowerCase()
          .includes(word);
      }
    }
  });
}
