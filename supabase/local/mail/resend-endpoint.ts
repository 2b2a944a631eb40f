// A Resend-compatible `POST /emails` on the inbox's HTTP port: the deliver-emails function sends
// through Resend's HTTP API, and locally that API is this endpoint. The message is composed as
// MIME (nodemailer's composer) and stored exactly as an SMTP delivery would be.
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailStore } from './store';

export interface ResendRequest {
  from: string;
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  cc?: string | string[];
  bcc?: string | string[];
  reply_to?: string | string[];
  headers?: Record<string, string>;
  attachments?: ResendAttachment[];
}

/** Resend's `attachments`: the file's bytes in base64 (`content`), its name, optionally its type. */
export interface ResendAttachment {
  filename: string;
  content: string;
  content_type?: string;
}

export interface EndpointAnswer {
  status: number;
  body: unknown;
}

/** Idempotency keys remembered (Resend keeps them 24 h): a retried send is not stored twice. */
const MAX_REMEMBERED_KEYS = 1000;

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** `Name <a@b.fr>` → `a@b.fr`. */
const bareAddress = (value: string): string => /<([^>]+)>\s*$/.exec(value)?.[1] ?? value.trim();

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrList = (value: unknown): boolean =>
  value === undefined || isText(value) || (Array.isArray(value) && value.every(isText));

function validationError(message: string): EndpointAnswer {
  return { status: 422, body: { statusCode: 422, name: 'validation_error', message } };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
function isAttachment(value: unknown): value is ResendAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    isText(a.filename) &&
    a.filename.length > 0 &&
    isText(a.content) &&
    a.content.length % 4 === 0 &&
    BASE64.test(a.content) &&
    (a.content_type === undefined || isText(a.content_type))
  );
}

function validate(body: unknown): ResendRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.';
  const b = body as Record<string, unknown>;
  if (!isText(b.from) || !b.from) return 'The `from` field is missing.';
  if (!isTextOrList(b.to) || list(b.to as string | string[]).length === 0) return 'The `to` field is missing.';
  if (!isText(b.subject)) return 'The `subject` field is missing.';
  if (b.html !== undefined && !isText(b.html)) return 'The `html` field must be a string.';
  if (b.text !== undefined && !isText(b.text)) return 'The `text` field must be a string.';
  if (b.html === undefined && b.text === undefined) return 'Either `html` or `text` must be provided.';
  for (const key of ['cc', 'bcc', 'reply_to']) if (!isTextOrList(b[key])) return `The \`${key}\` field is invalid.`;
  if (b.attachments !== undefined && (!Array.isArray(b.attachments) || !b.attachments.every(isAttachment))) {
    return 'The `attachments` field must be a list of { filename, content (base64) }.';
  }
  if (
    b.headers !== undefined &&
    (typeof b.headers !== 'object' || b.headers === null || !Object.values(b.headers).every(isText))
  ) {
    return 'The `headers` field must be an object of strings.';
  }
  return b as unknown as ResendRequest;
}

function compose(mail: ResendRequest): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: list(mail.to),
    cc: list(mail.cc),
    replyTo: list(mail.reply_to),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content, 'base64'),
      ...(a.content_type ? { contentType: a.content_type } : {}),
    })),
  });
  return new Promise((resolve, reject) =>
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

export function createResendEndpoint(store: MailStore) {
  const sentByKey = new Map<string, string>();

  return async function sendEmail(authorization: string | undefined, idempotencyKey: string | undefined, body: unknown): Promise<EndpointAnswer> {
    if (!/^Bearer\s+\S+/i.test(authorization ?? '')) {
      return { status: 401, body: { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header.' } };
    }
    const known = idempotencyKey ? sentByKey.get(idempotencyKey) : undefined;
    if (known) return { status: 200, body: { id: known } };
    const mail = validate(body);
    if (typeof mail === 'string') return validationError(mail);
    const raw = await compose(mail);
    const stored = await store.addRaw(raw, [...list(mail.to), ...list(mail.cc), ...list(mail.bcc)].map(bareAddress));
    if (idempotencyKey) {
      sentByKey.set(idempotencyKey, stored.id);
      if (sentByKey.size > MAX_REMEMBERED_KEYS) sentByKey.delete(sentByKey.keys().next().value as string);
    }
    return { status: 200, body: { id: stored.id } };
  };
}
