import { site } from '@/config/site';

/** The registered office on one line, e.g. for legal texts. */
export const postalAddressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

function daysPhrase(days: string): string {
  const [from, to] = days.toLowerCase().split(' – ');
  return to ? `du ${from} au ${to}` : `le ${from}`;
}

/** Opening hours as running text, closed days left out: « du lundi au vendredi de 9h à 19h et le samedi de 10h à 18h ». */
export const openingHoursLine = site.openingHours
  .filter((slot) => slot.hours !== 'Fermé')
  .map((slot) => `${daysPhrase(slot.days)} de ${slot.hours.replace(' – ', ' à ')}`)
  .join(' et ');
