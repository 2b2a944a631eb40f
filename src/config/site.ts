/** Company facts shown across the site: change them here, nowhere else. */
export const site = {
  brand: 'VisioLease',
  legalName: 'VisioLease SAS',
  tagline: "Location longue durée d'écrans LED et d'affichage dynamique pour les professionnels",
  phone: '01 84 60 32 10',
  phoneHref: 'tel:+33184603210',
  supportPhone: '01 84 60 32 19',
  supportPhoneHref: 'tel:+33184603219',
  email: 'contact@visiolease.fr',
  supportEmail: 'support@visiolease.fr',
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
  legal: {
    form: 'Société par actions simplifiée',
    capital: '150 000 €',
    rcs: 'RCS Paris 912 345 678',
    siret: '912 345 678 00021',
    vat: 'FR 41 912345678',
    publicationDirector: 'Claire Morel, Présidente',
    host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France — téléphone : 1007',
    dpoEmail: 'dpo@visiolease.fr',
  },
  figures: {
    clients: '2 500+',
    financed: '150 M€',
    satisfaction: '99,8 %',
    years: '15 ans',
    saving: '30 à 40 %',
    employees: '50',
  },
} as const;

export type Site = typeof site;
