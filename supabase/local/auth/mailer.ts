// GoTrue's template mailer (internal/mailer/templatemailer): the invite, recovery, e-mail change
// and magic link e-mails, rendered from the [auth.email.template.*] files of supabase/config.toml
// and sent over SMTP to the stack's own inbox, as `supabase start` sends them to Mailpit.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { AuthEmailTemplate, StackConfig } from '../config';
import { htmlToText, parseTemplate, renderNodes, type TemplateData } from './email-template';
import { queryEscape } from './go-url';

/** GoTrue's defaults, used when config.toml names no template. */
const DEFAULTS: Record<AuthEmailTemplate, { subject: string; body: string }> = {
  invite: {
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  recovery: {
    subject: 'Reset your password',
    body: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    body: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    body: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
};

/** The `type` of each template's GET /verify link (MagicLinkMail says `magiclink`). */
const LINK_TYPE: Record<AuthEmailTemplate, string> = {
  invite: 'invite',
  recovery: 'recovery',
  email_change: 'email_change',
  magic_link: 'magiclink',
};

export interface LinkMail {
  to: string;
  otp: string;
  tokenHash: string;
  /** The accepted redirect_to (or site_url). */
  redirectTo: string;
  /** The user's user_metadata, {{ .Data }}. */
  data: Record<string, unknown>;
  /** email_change only: the confirmed address ({{ .Email }}) and the new one ({{ .NewEmail }}). */
  change?: { email: string; newEmail: string };
}

export type AuthMailer = ReturnType<typeof createAuthMailer>;

export function createAuthMailer(config: StackConfig) {
  const { authEmail } = config;
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.smtpPort,
    secure: false,
    ignoreTLS: true,
    // An unreachable inbox must fail the request (500), not hold it.
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });

  function load(kind: AuthEmailTemplate) {
    const { subject, contentPath } = authEmail.templates[kind];
    const source = {
      subject: subject ?? DEFAULTS[kind].subject,
      body: contentPath ? readFileSync(contentPath, 'utf8') : DEFAULTS[kind].body,
    };
    return { subject: parseTemplate(source.subject), body: parseTemplate(source.body) };
  }

  // Fail at start on a missing file or an unsupported action; re-read on each send so
  // template edits show without a restart.
  for (const kind of Object.keys(DEFAULTS) as AuthEmailTemplate[]) load(kind);

  /** Rejects when the inbox refuses or cannot be reached; the caller answers GoTrue's 500. */
  async function send(kind: AuthEmailTemplate, mail: LinkMail): Promise<void> {
    const template = load(kind);
    const data: TemplateData = {
      SiteURL: authEmail.siteUrl,
      ConfirmationURL: confirmationUrl(config.apiUrl, LINK_TYPE[kind], mail.tokenHash, mail.redirectTo),
      Email: mail.change?.email ?? mail.to,
      NewEmail: mail.change?.newEmail,
      SendingTo: mail.to,
      Token: mail.otp,
      TokenHash: mail.tokenHash,
      Data: mail.data,
      RedirectTo: mail.redirectTo,
    };
    const html = renderNodes(template.body, data);
    await transport.sendMail({
      from: authEmail.from,
      to: mail.to,
      subject: renderNodes(template.subject, data),
      html,
      text: htmlToText(html),
    });
  }

  return { send };
}

/**
 * {{ .ConfirmationURL }}: GoTrue's GET /verify link (templatemailer getPath, encodeRedirectURL),
 * open without an apikey as behind Supabase's gateway. The project's templates link to the app
 * with {{ .TokenHash }} instead: a mail scanner that opens links spends a /verify link, not a page.
 */
function confirmationUrl(apiUrl: string, type: string, hash: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? queryEscape(redirectTo) : redirectTo;
  return `${apiUrl}/auth/v1/verify?token=${queryEscape(hash)}&type=${type}&redirect_to=${redirect}`;
}
