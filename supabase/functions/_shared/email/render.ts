// One entry point: an outbox row's template and payload → the e-mail to send.
import { campaignEmail } from './campaign.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { offerAnswer, offerSent } from './offer.ts';
import {
  EmailPayloadError,
  parseCampaignPayload,
  parseOfferPayload,
  parseOrderPayload,
  parseRequestPayload,
} from './payload.ts';
import { requestAcknowledgement } from './request-acknowledgement.ts';
import { requestNotification } from './request-notification.ts';
import { EMAIL_TEMPLATES, type EmailTemplate, type RenderContext, type RenderedEmail } from './types.ts';

export function isEmailTemplate(value: string): value is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(value);
}

export function renderEmail(template: string, payload: unknown, context: RenderContext): RenderedEmail {
  if (!isEmailTemplate(template)) throw new EmailPayloadError(`unknown template "${template}"`);
  switch (template) {
    case 'request_acknowledgement':
      return requestAcknowledgement(parseRequestPayload(payload));
    case 'request_notification':
      return requestNotification(parseRequestPayload(payload), context);
    case 'order_confirmation':
      return orderConfirmation(parseOrderPayload(payload));
    case 'campaign':
      return campaignEmail(parseCampaignPayload(payload), context);
    case 'offer_sent':
      return offerSent(parseOfferPayload(payload), context);
    case 'offer_answer':
      return offerAnswer(parseOfferPayload(payload), context);
  }
}
