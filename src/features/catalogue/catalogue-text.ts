import { withFrenchTypography } from '@/content/typography';

/** The French copy of the category and product pages (issue 17). */
export const catalogueText = withFrenchTypography({
  breadcrumbLabel: 'Fil d’Ariane',
  home: 'Accueil',
  categoryEyebrow: 'Catalogue',
  categoryListLabel: (category: string) => `Produits de la catégorie ${category}`,
  categoryEmpty: 'Aucun produit n’est proposé dans cette catégorie pour le moment.',
  categoryEmptyHint: 'Décrivez-nous votre besoin : nous vous proposerons l’équipement adapté.',
  categoryCount: (count: number) => (count > 1 ? `${count} équipements disponibles` : `${count} équipement disponible`),
  productQuote: 'Demander un devis pour ce produit',
  productSimulate: 'Simuler un autre montant',
  galleryLabel: (product: string) => `Images de ${product}`,
  descriptionTitle: 'Description',
  specificationsTitle: 'Caractéristiques',
  specBrand: 'Marque',
  specCategory: 'Catégorie',
  specAvailability: 'Disponibilité',
  specRating: 'Note de nos clients',
  specAssets: 'Atouts',
  inStock: (stock: number) => (stock > 1 ? `En stock (${stock} unités)` : 'En stock (1 unité)'),
  onOrder: 'Sur commande',
  rentTitle: 'Votre loyer selon la durée',
  rentIntro:
    'Loyers mensuels hors taxes, calculés comme dans notre simulateur à partir du prix d’achat de l’équipement.',
  rentCaption: (product: string) => `Loyer mensuel et total des loyers de ${product} selon la durée du contrat`,
  rentDuration: 'Durée',
  rentMonthly: 'Loyer mensuel HT',
  rentTotal: 'Total des loyers HT',
  rentVersusPurchase: 'Écart avec l’achat comptant',
  months: (months: number) => `${months} mois`,
  fromPrice: 'Loyer estimé sur 36 mois',
  perMonth: 'HT/mois',
  purchaseTitle: 'Louer ou acheter ?',
  purchasePrice: 'Prix d’achat comptant',
  purchaseText:
    'Avec la location, vous ne décaissez rien au départ : les loyers sont 100 % déductibles, et l’installation, la maintenance et le SAV sont compris.',
  priceOnRequest: 'Tarif sur demande',
  priceOnRequestText:
    'Cet équipement est configuré selon votre projet : demandez un devis, nous vous répondons sous 24 h.',
  included: ['Installation et formation incluses', 'Maintenance et SAV 24h/7j', 'Aucun apport à verser'],
});
