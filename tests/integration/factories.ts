import type { TablesInsert } from '../../src/lib/db';
import { marketingConsentWording } from '../../src/config/marketing-consent';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A seeded category (supabase/seed.sql): an active product must belong to one. */
export const SEEDED_CATEGORY_ID = '5eed0010-0000-4000-8000-000000000001';

/** Valid rows for every table, with typed overrides; shared by integration tests. */
export const factories = {
  products: (over: Partial<TablesInsert<'products'>> = {}): TablesInsert<'products'> => ({
    name: `Écran test ${next()}`,
    slug: `ecran-test-${next()}`,
    category_id: SEEDED_CATEGORY_ID,
    brand: 'Samsung',
    image_url: '/images/products/ecran-lcd-4k.svg',
    monthly_price_12: 120,
    monthly_price_24: 80,
    monthly_price_36: 60,
    monthly_price_48: 50,
    ...over,
  }),
  categories: (over: Partial<TablesInsert<'categories'>> = {}): TablesInsert<'categories'> => ({
    name: `Catégorie ${next()}`,
    slug: `categorie-${next()}`,
    ...over,
  }),
  hero_carousel_slides: (
    over: Partial<TablesInsert<'hero_carousel_slides'>> = {},
  ): TablesInsert<'hero_carousel_slides'> => ({
    title: 'Slide de test',
    image_url: '/images/hero/test.svg',
    ...over,
  }),
  quote_requests: (over: Partial<TablesInsert<'quote_requests'>> = {}): TablesInsert<'quote_requests'> => ({
    first_name: 'Camille',
    last_name: 'Durand',
    email: `camille.${next()}@example.fr`,
    phone: '06 12 34 56 78',
    company: null,
    siret: null,
    subject: 'Demande de devis',
    message: 'Nous souhaitons équiper trois boutiques.',
    ...over,
  }),
  orders: (over: Partial<TablesInsert<'orders'>> = {}): TablesInsert<'orders'> => ({
    // The database numbers the order and sums its lines.
    customer_first_name: 'Léa',
    customer_last_name: 'Martin',
    customer_email: `lea.${next()}@example.fr`,
    ...over,
  }),
  leads: (over: Partial<TablesInsert<'leads'>> = {}): TablesInsert<'leads'> => ({
    email: `lead.${next()}@example.fr`,
    first_name: 'Hugo',
    score: 40,
    ...over,
  }),
  seo_content: (over: Partial<TablesInsert<'seo_content'>> = {}): TablesInsert<'seo_content'> => ({
    page_url: `/test-${next()}`,
    meta_title: 'Titre de page de test',
    meta_description: 'Une description de page de test suffisamment longue pour être réaliste.',
    status: 'published',
    ...over,
  }),
  email_campaigns: (over: Partial<TablesInsert<'email_campaigns'>> = {}): TablesInsert<'email_campaigns'> => ({
    name: `Campagne ${next()}`,
    ...over,
  }),
  offers: (over: Partial<TablesInsert<'offers'>> = {}): TablesInsert<'offers'> => ({
    // The database numbers the offer and totals its lines.
    client_first_name: 'Inès',
    client_last_name: 'Moreau',
    client_email: `ines.${next()}@example.fr`,
    client_company: 'Boulangeries Moreau',
    ...over,
  }),
};

/**
 * The evidence of a consent given on a public form, as the conversion of a request copies it onto a
 * lead; only the service role (fixtures) may write it directly.
 */
export const consentEvidence = (over: Partial<TablesInsert<'leads'>> = {}): Partial<TablesInsert<'leads'>> => ({
  marketing_consent: true,
  marketing_consent_at: new Date().toISOString(),
  marketing_consent_form: 'quote',
  marketing_consent_page: '/contact-pro',
  marketing_consent_wording: marketingConsentWording,
  ...over,
});
