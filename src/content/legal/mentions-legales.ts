import { site } from '@/config/site';
import { openingHoursLine, postalAddressLine as postalAddress } from '../site-text';
import { withFrenchTypography } from '../typography';
import type { LegalPage } from './types';

const { legal } = site;

export const mentionsLegales: LegalPage = withFrenchTypography({
  title: 'Mentions légales',
  intro: `Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), les informations ci-dessous identifient l’éditeur et l’hébergeur du site ${site.brand}.`,
  updatedAt: '2026-11-02',
  sections: [
    {
      heading: 'Éditeur du site',
      paragraphs: [
        `Le présent site est édité par ${site.legalName}, ${legal.form.toLowerCase()} au capital de ${legal.capital}.`,
        `Immatriculation : ${legal.rcs}.`,
        `SIRET : ${legal.siret}.`,
        `Numéro de TVA intracommunautaire : ${legal.vat}.`,
        `Siège social : ${postalAddress}.`,
        `Téléphone : ${site.phone}. E-mail : ${site.email}.`,
      ],
    },
    {
      heading: 'Directeur de la publication',
      paragraphs: [`Le directeur de la publication est ${legal.publicationDirector}.`],
    },
    {
      heading: 'Hébergement',
      paragraphs: [`Le site est hébergé par ${legal.host}.`],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [
        `Par courrier : ${site.legalName}, ${postalAddress}.`,
        `Par téléphone : ${site.phone}, ${openingHoursLine}.`,
        `Par e-mail : ${site.email}. Pour toute question technique concernant votre matériel : ${site.supportEmail}.`,
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `La marque ${site.brand}, son logo ainsi que l’ensemble des textes, visuels, illustrations et éléments graphiques de ce site sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation écrite préalable de ${site.legalName} est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.`,
        'Les marques des fabricants citées sur le site appartiennent à leurs titulaires respectifs et ne sont mentionnées qu’à titre d’information.',
      ],
    },
    {
      heading: 'Données personnelles et cookies',
      paragraphs: [
        'Le traitement de vos données personnelles est décrit dans notre politique de confidentialité, et l’utilisation des cookies dans notre politique de cookies.',
        `Vous pouvez contacter notre délégué à la protection des données à l’adresse ${legal.dpoEmail}.`,
      ],
    },
  ],
});
