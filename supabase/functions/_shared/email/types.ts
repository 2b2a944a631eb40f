/** The templates the outbox knows (the database registry private.email_templates lists the same names). */
export const EMAIL_TEMPLATES = [
  'request_acknowledgement',
  'request_notification',
  'order_confirmation',
  'campaign',
  'offer_sent',
  'offer_answer',
  'incident_acknowledgement',
  'incident_status',
  'contract_end_notice',
  'billing_schedule',
  'invoice_issued',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export const REQUEST_TYPES = ['quote', 'partner', 'job', 'documentation', 'contact'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What the quote_requests trigger queues (private.queue_request_emails). */
export interface RequestPayload {
  quote_request_id: string;
  type: RequestType;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  siret: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface PostalAddress {
  street?: string;
  city?: string;
  postal_code?: string;
  country?: string;
}

export interface OrderLine {
  product_name: string;
  product_brand: string | null;
  quantity: number;
  duration_months: number;
  /** Monthly rent of one unit, excluding VAT. */
  monthly_payment: number;
}

/** What private.order_email_payload builds. */
export interface OrderPayload {
  order_id: string;
  order_number: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_company: string | null;
  shipping_address: PostalAddress | null;
  billing_address: PostalAddress | null;
  created_at: string;
  items: OrderLine[];
}

/** A campaign e-mail as claim_email_batch hands it over (subject and content read at claim time). */
export interface CampaignPayload {
  campaign_id: string;
  subject: string;
  content: string;
  /** The recipient's one-click unsubscribe token; absent from « Envoyer un test ». */
  unsubscribe_token: string | null;
  test: boolean;
}

export interface OfferLine {
  product_name: string;
  product_brand: string | null;
  quantity: number;
  duration_months: number;
  monthly_rent: number;
  line_monthly_ht: number;
}

/** What private.offer_document builds (plus the token when sent, the answer when answered). */
export interface OfferPayload {
  offer_id: string;
  reference: string;
  client_company: string | null;
  client_first_name: string;
  client_last_name: string;
  valid_until: string;
  payment_terms: string;
  installation: boolean;
  maintenance_level: 'standard' | 'premium';
  monthly_total_ht: number;
  vat_amount: number;
  monthly_total_ttc: number;
  commitment_total_ht: number;
  items: OfferLine[];
  token: string | null;
  answer: 'accepted' | 'declined' | null;
  reason: string | null;
  order_number: string | null;
  accepted_name: string | null;
  accepted_position: string | null;
}

export const INCIDENT_TYPES = ['panne', 'casse', 'vol', 'autre'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_STATUSES = ['open', 'planned', 'in_progress', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** What private.incident_email_payload builds (the acknowledgement and each status change). */
export interface IncidentPayload {
  incident_id: string;
  incident_number: string;
  contract_number: string;
  service_level: 'standard' | 'premium';
  type: IncidentType;
  status: IncidentStatus;
  reporter_name: string | null;
  reported_at: string;
  deadline_at: string;
  planned_for: string | null;
  product_name: string | null;
  serial_number: string | null;
}

export interface ContractEquipment {
  product_name: string;
  product_brand: string | null;
  serial_number: string | null;
}

/** What run_service_jobs queues three months before a contract's end. */
export interface ContractEndPayload {
  contract_id: string;
  contract_number: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_company: string | null;
  end_date: string;
  renewal_discount_percent: number;
  items: ContractEquipment[];
}

export type PaymentMeans = 'sepa_debit' | 'transfer';

export interface BillingTerm {
  term_number: number;
  kind: 'rent' | 'buyout';
  period_start: string;
  period_end: string;
  amount_ht: number;
  amount_ttc: number;
  due_date: string;
}

/** What private.billing_schedule_payload builds when a contract's schedule is made (or changed). */
export interface BillingSchedulePayload {
  contract_id: string;
  contract_number: string;
  customer_name: string;
  billing_frequency: 'monthly' | 'quarterly';
  payment_means: PaymentMeans;
  /** The company's account, for transfers. */
  iban: string | null;
  terms: BillingTerm[];
  total_ttc: number;
}

/** What private.invoice_email_payload builds when an invoice's document is kept (the PDF is attached). */
export interface InvoiceIssuedPayload {
  invoice_id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issue_date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  contract_number: string;
  customer_name: string;
  payment_means: PaymentMeans;
  iban: string | null;
  bic: string | null;
  /** A credit note's invoice. */
  credited_number: string | null;
}

export interface RenderContext {
  /** The site's public origin, for links (SITE_URL). */
  siteUrl: string;
  /** The unsubscribe edge function (accepts the one-click POST of RFC 8058). */
  unsubscribeEndpoint?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it should not go to the sender. */
  replyTo?: string;
  /** Extra message headers (List-Unsubscribe of campaigns). */
  headers?: Record<string, string>;
}
