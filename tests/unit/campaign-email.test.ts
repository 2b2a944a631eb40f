import { describe, expect, it } from 'vitest';
import { markdownToHtml, markdownToText } from '../../supabase/functions/_shared/email/markdown';
import { renderEmail } from '../../supabase/functions/_shared/email/render';

/** Campaign e-mails: Markdown rendered safely, a plain-text part, and the one-click unsubscribe. */
const context = { siteUrl: 'https://www.visiolease.fr', unsubscribeEndpoint: 'https://abc.supabase.co/functions/v1/unsubscribe' };
const token = '0b6f4a8e-2c1d-4e3f-9a8b-7c6d5e4f3a2b';
const payload = {
  campaign_id: '9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  subject: 'Nos murs LED',
  content: '## Nouveautés\n\n**Mur LED** 2 m² : [voir](https://www.visiolease.fr/catalogue)',
  unsubscribe_token: token,
};

describe('campaign Markdown', () => {
  it('shows raw HTML as text, never as markup', () => {
    const html = markdownToHtml('Bonjour <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves scripting links as text', () => {
    const html = markdownToHtml('[clic](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)');
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).toContain('[clic](javascript:alert(1))');
  });

  it('renders the formatting staff use', () => {
    expect(markdownToHtml(payload.content)).toBe(
      '<h2>Nouveautés</h2>\n<p><strong>Mur LED</strong> 2 m² : <a href="https://www.visiolease.fr/catalogue">voir</a></p>\n',
    );
  });

  it('gives a plain-text part with the links spelled out', () => {
    expect(markdownToText(payload.content)).toBe('Nouveautés\n\nMur LED 2 m² : voir (https://www.visiolease.fr/catalogue)');
  });
});

describe('campaign e-mail', () => {
  it('carries List-Unsubscribe one-click headers and a visible link to /desinscription', () => {
    const email = renderEmail('campaign', payload, context);
    expect(email.subject).toBe('Nos murs LED');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<https://abc.supabase.co/functions/v1/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.html).toContain(`href="https://www.visiolease.fr/desinscription?token=${token}"`);
    expect(email.text).toContain(`Se désinscrire : https://www.visiolease.fr/desinscription?token=${token}`);
    expect(email.html).toContain('<strong>Mur LED</strong>');
  });

  it('marks a test, which has no unsubscribe token', () => {
    const email = renderEmail('campaign', { ...payload, unsubscribe_token: null, test: true }, context);
    expect(email.subject).toBe('[Test] Nos murs LED');
    expect(email.headers).toBeUndefined();
    expect(email.text).toContain('E-mail de test');
  });

  it('escapes a subject with markup', () => {
    const email = renderEmail('campaign', { ...payload, subject: 'Offre <b>-10 %</b>' }, context);
    expect(email.html).toContain('Offre &lt;b&gt;-10 %&lt;/b&gt;');
  });
});
