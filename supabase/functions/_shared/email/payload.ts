// Payloads come from a jsonb column: checked before rendering, so a bad row fails with a clear
// error (kept in last_error) instead of an e-mail full of "undefined".
import {
  type BillingSchedulePayload,
  type BillingTerm,
  type InvoiceIssuedPayload,
  type PaymentMeans,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  REQUEST_TYPES,
  type CampaignPayload,
  type ContractEndPayload,
  type ContractEquipment,
  type IncidentPayload,
  type OfferLine,
  type OfferPayload,
  type OrderLine,
  type OrderPayload,
  type PostalAddress,
  type RequestPayload,
  type RequestType,
} from './types.ts';

export class EmailPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailPayloadError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EmailPayloadError(`${what}: object expected`);
  return value as Json;
}

function text(source: Json, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '') throw new EmailPayloadError(`payload.${key}: text expected`);
  return value;
}

function optionalText(source: Json, key: string): string | null {
  const value = source[key];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new EmailPayloadError(`payload.${key}: text expected`);
  return value;
}

function number(source: Json, key: string): number {
  const value = typeof source[key] === 'string' ? Number(source[key]) : source[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new EmailPayloadError(`payload.${key}: number expected`);
  return value;
}

function address(value: unknown): PostalAddress | null {
  if (value === null || value === undefined) return null;
  const source = object(value, 'address');
  const keys = ['street', 'city', 'postal_code', 'country'] as const;
  return Object.fromEntries(
    keys.map((k) => [k, optionalText(source, k) ?? undefined]).filter(([, v]) => v),
  ) as PostalAddress;
}

export function parseRequestPayload(value: unknown): RequestPayload {
  const source = object(value, 'payload');
  const type = optionalText(source, 'type') ?? 'quote';
  return {
    quote_request_id: text(source, 'quote_request_id'),
    type: (REQUEST_TYPES as readonly string[]).includes(type) ? (type as RequestType) : 'quote',
    first_name: text(source, 'first_name'),
    last_name: text(source, 'last_name'),
    email: text(source, 'email'),
    phone: text(source, 'phone'),
    company: optionalText(source, 'company'),
    siret: optionalText(source, 'siret'),
    subject: text(source, 'subject'),
    message: text(source, 'message'),
    created_at: text(source, 'created_at'),
  };
}

function orderLine(value: unknown): OrderLine {
  const source = object(value, 'payload.items[]');
  return {
    product_name: text(source, 'product_name'),
    product_brand: optionalText(source, 'product_brand'),
    quantity: number(source, 'quantity'),
    duration_months: number(source, 'duration_months'),
    monthly_payment: number(source, 'monthly_payment'),
  };
}

export function parseOrderPayload(value: unknown): OrderPayload {
  const source = object(value, 'payload');
  if (!Array.isArray(source.items)) throw new EmailPayloadError('payload.items: list expected');
  return {
    order_id: text(source, 'order_id'),
    order_number: text(source, 'order_number'),
    customer_first_name: text(source, 'customer_first_name'),
    customer_last_name: text(source, 'customer_last_name'),
    customer_company: optionalText(source, 'customer_company'),
    shipping_address: address(source.shipping_address),
    billing_address: address(source.billing_address),
    created_at: text(source, 'created_at'),
    items: source.items.map(orderLine),
  };
}

export function parseCampaignPayload(value: unknown): CampaignPayload {
  const source = object(value, 'payload');
  return {
    campaign_id: text(source, 'campaign_id'),
    subject: text(source, 'subject'),
    content: text(source, 'content'),
    unsubscribe_token: optionalText(source, 'unsubscribe_token'),
    test: source.test === true,
  };
}

function offerLine(value: unknown): OfferLine {
  const source = object(value, 'payload.items[]');
  return {
    product_name: text(source, 'product_name'),
    product_brand: optionalText(source, 'product_brand'),
    quantity: number(source, 'quantity'),
    duration_months: number(source, 'duration_months'),
    monthly_rent: number(source, 'monthly_rent'),
    line_monthly_ht: number(source, 'line_monthly_ht'),
  };
}

export function parseOfferPayload(value: unknown): OfferPayload {
  const source = object(value, 'payload');
  if (!Array.isArray(source.items)) throw new EmailPayloadError('payload.items: list expected');
  const answer = optionalText(source, 'answer');
  return {
    offer_id: text(source, 'offer_id'),
    reference: text(source, 'reference'),
    client_company: optionalText(source, 'client_company'),
    client_first_name: text(source, 'client_first_name'),
    client_last_name: text(source, 'client_last_name'),
    valid_until: text(source, 'valid_until'),
    payment_terms: text(source, 'payment_terms'),
    installation: source.installation === true,
    maintenance_level: source.maintenance_level === 'premium' ? 'premium' : 'standard',
    monthly_total_ht: number(source, 'monthly_total_ht'),
    vat_amount: number(source, 'vat_amount'),
    monthly_total_ttc: number(source, 'monthly_total_ttc'),
    commitment_total_ht: number(source, 'commitment_total_ht'),
    items: source.items.map(offerLine),
    token: optionalText(source, 'token'),
    answer: answer === 'accepted' || answer === 'declined' ? answer : null,
    reason: optionalText(source, 'reason'),
    order_number: optionalText(source, 'order_number'),
    accepted_name: optionalText(source, 'accepted_name'),
    accepted_position: optionalText(source, 'accepted_position'),
  };
}

function oneOf<T extends string>(source: Json, key: string, values: readonly T[]): T {
  const value = text(source, key);
  if (!(values as readonly string[]).includes(value))
    throw new EmailPayloadError(`payload.${key}: one of ${values.join(', ')} expected`);
  return value as T;
}

export function parseIncidentPayload(value: unknown): IncidentPayload {
  const source = object(value, 'payload');
  return {
    incident_id: text(source, 'incident_id'),
    incident_number: text(source, 'incident_number'),
    contract_number: text(source, 'contract_number'),
    service_level: source.service_level === 'premium' ? 'premium' : 'standard',
    type: oneOf(source, 'type', INCIDENT_TYPES),
    status: oneOf(source, 'status', INCIDENT_STATUSES),
    reporter_name: optionalText(source, 'reporter_name'),
    reported_at: text(source, 'reported_at'),
    deadline_at: text(source, 'deadline_at'),
    planned_for: optionalText(source, 'planned_for'),
    product_name: optionalText(source, 'product_name'),
    serial_number: optionalText(source, 'serial_number'),
  };
}

function contractEquipment(value: unknown): ContractEquipment {
  const source = object(value, 'payload.items[]');
  return {
    product_name: text(source, 'product_name'),
    product_brand: optionalText(source, 'product_brand'),
    serial_number: optionalText(source, 'serial_number'),
  };
}

export function parseContractEndPayload(value: unknown): ContractEndPayload {
  const source = object(value, 'payload');
  if (!Array.isArray(source.items)) throw new EmailPayloadError('payload.items: list expected');
  return {
    contract_id: text(source, 'contract_id'),
    contract_number: text(source, 'contract_number'),
    customer_first_name: text(source, 'customer_first_name'),
    customer_last_name: text(source, 'customer_last_name'),
    customer_company: optionalText(source, 'customer_company'),
    end_date: text(source, 'end_date'),
    renewal_discount_percent: number(source, 'renewal_discount_percent'),
    items: source.items.map(contractEquipment),
  };
}

const paymentMeans = (source: Json): PaymentMeans => oneOf(source, 'payment_means', ['sepa_debit', 'transfer'] as const);

function billingTerm(value: unknown): BillingTerm {
  const source = object(value, 'payload.terms[]');
  return {
    term_number: number(source, 'term_number'),
    kind: oneOf(source, 'kind', ['rent', 'buyout'] as const),
    period_start: text(source, 'period_start'),
    period_end: text(source, 'period_end'),
    amount_ht: number(source, 'amount_ht'),
    amount_ttc: number(source, 'amount_ttc'),
    due_date: text(source, 'due_date'),
  };
}

export function parseBillingSchedulePayload(value: unknown): BillingSchedulePayload {
  const source = object(value, 'payload');
  if (!Array.isArray(source.terms) || source.terms.length === 0) throw new EmailPayloadError('payload.terms: list expected');
  return {
    contract_id: text(source, 'contract_id'),
    contract_number: text(source, 'contract_number'),
    customer_name: text(source, 'customer_name'),
    billing_frequency: oneOf(source, 'billing_frequency', ['monthly', 'quarterly'] as const),
    payment_means: paymentMeans(source),
    iban: optionalText(source, 'iban'),
    terms: source.terms.map(billingTerm),
    total_ttc: number(source, 'total_ttc'),
  };
}

export function parseInvoiceIssuedPayload(value: unknown): InvoiceIssuedPayload {
  const source = object(value, 'payload');
  return {
    invoice_id: text(source, 'invoice_id'),
    number: text(source, 'number'),
    kind: oneOf(source, 'kind', ['invoice', 'credit_note'] as const),
    issue_date: text(source, 'issue_date'),
    due_date: text(source, 'due_date'),
    period_start: text(source, 'period_start'),
    period_end: text(source, 'period_end'),
    total_ht: number(source, 'total_ht'),
    total_vat: number(source, 'total_vat'),
    total_ttc: number(source, 'total_ttc'),
    contract_number: text(source, 'contract_number'),
    customer_name: text(source, 'customer_name'),
    payment_means: paymentMeans(source),
    iban: optionalText(source, 'iban'),
    bic: optionalText(source, 'bic'),
    credited_number: optionalText(source, 'credited_number'),
  };
}
