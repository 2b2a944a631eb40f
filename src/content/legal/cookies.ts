import { site } from '@/config/site';
import { withFrenchTypography } from '../typography';
import type { LegalPage } from './types';

/** Label of the button the cookies page renders to reopen the consent panel. */
export const cookiePreferencesButtonLabel = 'Gérer mes préférences de cookies';

export const cookies: LegalPage = withFrenchTypography({
  title: 'Politique de cookies',
  intro: `Cette page explique quels cookies le site ${site.brand} peut déposer sur votre terminal, à quoi ils servent, combien de temps ils sont conservés et comment modifier vos choix à tout moment.`,
  updatedAt: '2026-11-26',
  sections: [
    {
      heading: 'Qu’est-ce qu’un cookie ?',
      paragraphs: [
        'Un cookie est un petit fichier texte enregistré sur votre ordinateur, votre tablette ou votre téléphone lorsque vous consultez un site. Il permet au site de reconnaître votre terminal pendant une durée limitée et de mémoriser certaines informations, comme vos préférences ou les pages que vous avez consultées.',
        'Le terme « cookie » désigne ici l’ensemble des traceurs de même nature, quelle que soit la technique employée (cookies, stockage local du navigateur, pixels).',
      ],
    },
    {
      heading: 'Cookies essentiels',
      paragraphs: [
        'Ces cookies sont indispensables au fonctionnement du site : sécurité de la navigation, protection des formulaires contre les envois abusifs, maintien de la connexion à l’espace d’administration.',
        'Conformément à l’article 82 de la loi Informatique et Libertés, ils ne nécessitent pas votre consentement. Ils sont conservés le temps de votre session de navigation ou, pour certains, 30 jours au maximum.',
      ],
    },
    {
      heading: 'Cookies de mesure d’audience',
      paragraphs: [
        'Ces cookies nous permettent de connaître la fréquentation du site, les pages les plus consultées et les difficultés de navigation, afin d’en améliorer le contenu et l’ergonomie. Les statistiques produites sont anonymes.',
        'Ils ne sont déposés qu’avec votre accord et sont conservés 13 mois au maximum.',
      ],
    },
    {
      heading: 'Cookies marketing',
      paragraphs: [
        'Ces cookies servent à mesurer l’efficacité de nos campagnes et à vous présenter des contenus et des offres adaptés à vos centres d’intérêt professionnels.',
        'Ils ne sont déposés qu’avec votre accord et sont conservés 13 mois au maximum.',
        'Lorsque vous nous envoyez une demande depuis un formulaire du site, nous y joignons la page par laquelle vous êtes arrivé, le site qui vous a dirigé vers nous (sans ses paramètres) et les paramètres de campagne (UTM) de l’adresse. Sans votre accord, ces informations restent en mémoire dans l’onglet et ne sont jamais enregistrées sur votre terminal. Avec votre accord pour les cookies marketing, elles sont conservées dans le stockage de session du navigateur jusqu’à la fermeture de l’onglet, afin de retrouver l’origine de votre première visite après un rechargement ; elles sont effacées dès que vous retirez cet accord.',
      ],
    },
    {
      heading: 'Cookies de fonctionnalité',
      paragraphs: [
        'Ces cookies améliorent votre confort de navigation, par exemple en mémorisant les paramètres saisis dans le simulateur de loyer ou vos préférences d’affichage.',
        'Ils ne sont déposés qu’avec votre accord et sont conservés 12 mois au maximum.',
      ],
    },
    {
      heading: 'Votre consentement',
      paragraphs: [
        'Lors de votre première visite, un bandeau vous permet d’accepter ou de refuser les cookies non essentiels, globalement ou par catégorie. Refuser est aussi simple qu’accepter, et votre refus ne vous empêche pas d’utiliser le site.',
        'Votre choix est enregistré sur votre terminal et conservé 6 mois. À l’issue de ce délai, nous vous demandons à nouveau votre accord.',
      ],
    },
    {
      heading: 'Modifier vos choix',
      paragraphs: [
        `Vous pouvez modifier ou retirer votre consentement à tout moment grâce au bouton « ${cookiePreferencesButtonLabel} » présent sur cette page. Le retrait de votre consentement est aussi simple que son recueil.`,
        'Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies, depuis ses paramètres de confidentialité (Chrome, Firefox, Safari, Edge). Le blocage des cookies essentiels peut toutefois empêcher certaines fonctionnalités du site de fonctionner.',
      ],
    },
    {
      heading: 'En savoir plus',
      paragraphs: [
        `Pour toute question sur notre utilisation des cookies, contactez notre délégué à la protection des données à l’adresse ${site.legal.dpoEmail}. Vous trouverez aussi des conseils pratiques pour maîtriser les traceurs sur le site de la CNIL, www.cnil.fr.`,
      ],
    },
  ],
});
