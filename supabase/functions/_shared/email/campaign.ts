import { renderLayout } from './layout.ts';
import { emailSite } from './site.ts';
import type { CampaignPayload, RenderContext, RenderedEmail } from './types.ts';

/**
 * A marketing campaign: the content written in the back-office, then why the recipient gets it and
 * a visible unsubscribe link to the public page; the List-Unsubscribe headers let mail clients
 * offer their own one-click button (RFC 8058), answered by the unsubscribe edge function.
 */
export function campaignEmail(campaign: CampaignPayload, context: RenderContext): RenderedEmail {
  const site = context.siteUrl.replace(/\/+$/, '');
  const token = campaign.unsubscribe_token ? encodeURIComponent(campaign.unsubscribe_token) : null;
  const subject = campaign.test ? `[Test] ${campaign.subject}` : campaign.subject;
  const { text, html } = renderLayout(campaign.subject, [
    { kind: 'markdown', source: campaign.content },
    {
      kind: 'paragraph',
      text: `Vous recevez cet e-mail car vous avez accepté de recevoir les informations de ${emailSite.brand}.`,
    },
    token
      ? { kind: 'link', label: 'Se désinscrire', url: `${site}/desinscription?token=${token}` }
      : { kind: 'paragraph', text: 'E-mail de test : le lien de désinscription apparaîtra ici dans les e-mails envoyés.' },
  ]);
  const headers =
    token && context.unsubscribeEndpoint
      ? {
          'List-Unsubscribe': `<${context.unsubscribeEndpoint}?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined;
  return { subject, text, html, ...(headers ? { headers } : {}) };
}
