// Every e-mail is a list of blocks rendered twice, as plain text and as HTML, so both parts say
// the same thing and every value goes through escapeHtml in exactly one place.
import { escapeHtml } from './escape.ts';
import { markdownToHtml, markdownToText } from './markdown.ts';
import { emailSite } from './site.ts';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label → value rows; empty values are left out. */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [string, string | null | undefined]> }
  /** Text the visitor typed, kept with its line breaks. */
  | { kind: 'quote'; text: string }
  | { kind: 'table'; head: readonly string[]; rows: ReadonlyArray<readonly string[]>; foot?: ReadonlyArray<readonly [string, string]> }
  | { kind: 'link'; label: string; url: string }
  /** Campaign content written in the back-office; markdown-it escapes it (raw HTML disabled). */
  | { kind: 'markdown'; source: string };

/** The closing of the e-mails a customer may answer. */
export const signature: readonly Block[] = [
  { kind: 'paragraph', text: `Une question ? Répondez à cet e-mail ou appelez-nous au ${emailSite.phone}.` },
  { kind: 'paragraph', text: `Cordialement,\nL’équipe ${emailSite.brand}` },
];

const colors = { navy: '#0b1f3a', text: '#1e293b', muted: '#475569', line: '#e2e8f0', accent: '#0e7490' };

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:${colors.navy}">${escapeHtml(block.text)}</h2>`;
    case 'fields':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .filter(([, value]) => value)
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${colors.muted};vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${multiline(value as string)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${colors.line};color:${colors.text}">${multiline(block.text)}</blockquote>`;
    case 'table': {
      const cell = 'padding:6px 8px;border-bottom:1px solid ' + colors.line;
      const head = block.head.map((h) => `<th style="${cell};text-align:left">${escapeHtml(h)}</th>`).join('');
      const rows = block.rows.map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
      const foot = (block.foot ?? [])
        .map(
          ([label, value]) =>
            `<tr><td colspan="${block.head.length - 1}" style="padding:6px 8px;text-align:right">${escapeHtml(label)}</td><td style="padding:6px 8px;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>`;
    }
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="color:${colors.accent};font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'markdown':
      return `<div style="margin:0 0 16px">${markdownToHtml(block.source)}</div>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'fields':
      return block.rows
        .filter(([, value]) => value)
        .map(([label, value]) => `${label} : ${value}`)
        .join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'table':
      return [
        ...block.rows.map((row) => row.map((c, i) => `${block.head[i]} : ${c}`).join(' · ')),
        ...(block.foot ?? []).map(([label, value]) => `${label} : ${value}`),
      ].join('\n');
    case 'link':
      return `${block.label} : ${block.url}`;
    case 'markdown':
      return markdownToText(block.source);
  }
}

const address = emailSite.address;
const identity = `${emailSite.legalName} · ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
const contact = `${emailSite.phone} · ${emailSite.email}`;
const hours = emailSite.openingHours.map((h) => `${h.days} : ${h.hours}`).join(' · ');

/** The whole message: a title, the blocks, and the company's identity at the bottom. */
export function renderLayout(title: string, blocks: readonly Block[]): { text: string; html: string } {
  const text = [title, '', ...blocks.map((b) => `${blockText(b)}\n`), '--', emailSite.brand, identity, contact, hours].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${colors.text}">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff">
<tr><td style="background:${colors.navy};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">${escapeHtml(emailSite.brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${colors.navy}">${escapeHtml(title)}</h1>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.line};font-size:12px;color:${colors.muted}">${escapeHtml(identity)}<br>${escapeHtml(contact)}<br>${escapeHtml(hours)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { text, html };
}
