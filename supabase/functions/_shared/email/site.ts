/**
 * The company facts the e-mails show. A copy of part of src/config/site.ts: a deployed edge
 * function is bundled from supabase/functions only. tests/unit/email-templates.test.ts fails when the
 * two disagree, so change src/config/site.ts and copy the values here.
 */
export const emailSite = {
  brand: 'VisioLease',
  legalName: 'VisioLease SAS',
  phone: '01 84 60 32 10',
  email: 'contact@visiolease.fr',
  address: {
    street: '48 rue de la Chaussée-d’Antin',
    postalCode: '75009',
    city: 'Paris',
    country: 'France',
  },
  openingHours: [
    { days: 'Lundi – Vendredi', hours: '9h – 19h' },
    { days: 'Samedi', hours: '10h – 18h' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
} as const;
