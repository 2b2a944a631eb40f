/** The templates the outbox knows (the CHECK of email_outbox.template lists the same names). */
export const EMAIL_TEMPLATES = ['request_acknowledgement', 'request_notification', 'order_confirmation'] as const;
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

export interface RenderContext {
  /** The site's public origin, for links (SITE_URL). */
  siteUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it should not go to the sender. */
  replyTo?: string;
}
