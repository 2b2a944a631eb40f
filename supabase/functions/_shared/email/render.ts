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

type Renderer = (payload: unknown, context: RenderContext) => RenderedEmail;

/**
 * Every template the outbox knows, by name. The database lists the same names in its registry
 * (private.email_templates, with what a claim adds to each payload); adding a template is one row
 * there and one entry here (tests/integration/email-templates.test.ts compares the two).
 */
export const emailRenderers: Record<EmailTemplate, Renderer> = {
  request_acknowledgement: (payload) => requestAcknowledgement(parseRequestPayload(payload)),
  request_notification: (payload, context) => requestNotification(parseRequestPayload(payload), context),
  order_confirmation: (payload) => orderConfirmation(parseOrderPayload(payload)),
  campaign: (payload, context) => campaignEmail(parseCampaignPayload(payload), context),
  offer_sent: (payload, context) => offerSent(parseOfferPayload(payload), context),
  offer_answer: (payload, context) => offerAnswer(parseOfferPayload(payload), context),
  incident_acknowledgement: (payload) => incidentAcknowledgement(parseIncidentPayload(payload)),
  incident_status: (payload) => incidentStatus(parseIncidentPayload(payload)),
  contract_end_notice: (payload) => contractEndNotice(parseContractEndPayload(payload)),
  billing_schedule: (payload) => billingSchedule(parseBillingSchedulePayload(payload)),
  invoice_issued: (payload) => invoiceIssued(parseInvoiceIssuedPayload(payload)),
};

export function isEmailTemplate(value: string): value is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(value);
}

export function renderEmail(template: string, payload: unknown, context: RenderContext): RenderedEmail {
  if (!isEmailTemplate(template)) throw new EmailPayloadError(`unknown template "${template}"`);
  const { subject, text, html, replyTo, headers } = emailRenderers[template](payload, context);
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
