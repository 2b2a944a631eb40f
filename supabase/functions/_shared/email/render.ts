// One entry point: an outbox row's template and payload → the e-mail to send, its header values
// made safe here whatever a template or the payload holds (headers.ts).
import { contractEndNotice, incidentAcknowledgement, incidentStatus } from './after-sales.ts';
import { billingSchedule, invoiceIssued } from './billing.ts';
import { campaignEmail } from './campaign.ts';
import { headerAddress, headerFields, headerText } from './headers.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { offerAnswer, offerSent } from './offer.ts';
import {
  EmailPayloadError,
  parseBillingSchedulePayload,
  parseCampaignPayload,
  parseContractEndPayload,
  parseIncidentPayload,
  parseInvoiceIssuedPayload,
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

function renderTemplate(template: EmailTemplate, payload: unknown, context: RenderContext): RenderedEmail {
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
    case 'incident_acknowledgement':
      return incidentAcknowledgement(parseIncidentPayload(payload));
    case 'incident_status':
      return incidentStatus(parseIncidentPayload(payload));
    case 'contract_end_notice':
      return contractEndNotice(parseContractEndPayload(payload));
    case 'billing_schedule':
      return billingSchedule(parseBillingSchedulePayload(payload));
    case 'invoice_issued':
      return invoiceIssued(parseInvoiceIssuedPayload(payload));
  }
}

export function renderEmail(template: string, payload: unknown, context: RenderContext): RenderedEmail {
  if (!isEmailTemplate(template)) throw new EmailPayloadError(`unknown template "${template}"`);
  const { subject, text, html, replyTo, headers } = renderTemplate(template, payload, context);
  const safeSubject = headerText(subject);
  if (!safeSubject) throw new EmailPayloadError('subject: text expected');
  // A reply address that is not exactly one address is left out, never repaired.
  const safeReplyTo = headerAddress(replyTo);
  const safeHeaders = headerFields(headers);
  return {
    subject: safeSubject,
    text,
    html,
    ...(safeReplyTo ? { replyTo: safeReplyTo } : {}),
    ...(safeHeaders ? { headers: safeHeaders } : {}),
  };
}
