import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToText, renderTemplate } from '../../supabase/local/auth/email-template';

/** The subset of Go's html/template that GoTrue's e-mail templates use, escaped the same way. */
describe('renderTemplate', () => {
  it('escapes values in text as html/template does (+ included)', () => {
    expect(
      renderTemplate('<p>{{ .Email }} {{ .Data.name }}</p>', {
        Email: 'a+b@x.fr',
        Data: { name: `<b>"O'Neil" & co</b>` },
      }),
    ).toBe('<p>a&#43;b@x.fr &lt;b&gt;&#34;O&#39;Neil&#34; &amp; co&lt;/b&gt;</p>');
  });

  it('filters and normalises a URL at the start of href, query-escapes inside the query', () => {
    const tpl = '<a href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=invite">';
    expect(
      renderTemplate(tpl, { RedirectTo: 'http://localhost:4173/réinit ialiser?a=1&b=2', TokenHash: 'a b&c' }),
    ).toBe('<a href="http://localhost:4173/r%C3%A9init%20ialiser?a=1&amp;b=2?token_hash=a%20b%26c&type=invite">');
    expect(renderTemplate('<a href="{{ .RedirectTo }}">', { RedirectTo: 'javascript:alert(1)' })).toBe(
      '<a href="#ZgotmplZ">',
    );
  });

  it('renders if/else on Go truth, missing keys as nothing, and trim markers', () => {
    const tpl = 'Bonjour{{ if .Data.full_name }} {{ .Data.full_name }}{{ else }} à vous{{ end }},';
    expect(renderTemplate(tpl, { Data: { full_name: 'Inès' } })).toBe('Bonjour Inès,');
    expect(renderTemplate(tpl, { Data: {} })).toBe('Bonjour à vous,');
    expect(renderTemplate(tpl, { Data: { full_name: '' } })).toBe('Bonjour à vous,');
    expect(renderTemplate('[{{ .Data.missing }}]', { Data: {} })).toBe('[]');
    expect(renderTemplate('a  {{- .X -}}  b', { X: 1 })).toBe('a1b');
  });

  it('renders `if eq .A .B`, as the email_change template tells the new address from the current one', () => {
    const tpl = '{{ if eq .SendingTo .NewEmail }}nouvelle{{ else }}actuelle{{ end }}';
    expect(renderTemplate(tpl, { SendingTo: 'b@x.fr', NewEmail: 'b@x.fr' })).toBe('nouvelle');
    expect(renderTemplate(tpl, { SendingTo: 'a@x.fr', NewEmail: 'b@x.fr' })).toBe('actuelle');
  });

  it('refuses what it does not implement, instead of sending a broken e-mail', () => {
    expect(() => renderTemplate('{{ if eq .Email "x" }}y{{ end }}', {})).toThrow(/unsupported action/);
    expect(() => renderTemplate('{{ if .X }}y', {})).toThrow(/without \{\{ end \}\}/);
  });

  it('renders the project’s templates with the link the app expects', () => {
    for (const type of ['invite', 'recovery']) {
      const html = renderTemplate(readFileSync(`supabase/templates/${type}.html`, 'utf8'), {
        RedirectTo: 'http://127.0.0.1:5173/admin/reset-password',
        TokenHash: 'f'.repeat(56),
        Email: 'camille@exemple.fr',
        Data: {},
      });
      expect(html).toContain(
        `href="http://127.0.0.1:5173/admin/reset-password?token_hash=${'f'.repeat(56)}&type=${type}"`,
      );
      expect(html).toContain('valable une heure');
      expect(html).toContain('Bonjour,');
      expect(html).not.toContain('{{');
    }
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, writes links out and decodes entities', () => {
    const html =
      '<html><head><title>T</title></head><body><p>Bonjour&nbsp;Inès,\n  voici</p><p><a href="https://x.fr/?a=1&amp;b=2">Ouvrir</a></p></body></html>';
    expect(htmlToText(html)).toBe('Bonjour Inès, voici\n\nOuvrir : https://x.fr/?a=1&b=2');
  });
});
