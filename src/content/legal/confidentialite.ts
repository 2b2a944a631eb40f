import { site } from '@/config/site';
import { postalAddressLine } from '../site-text';
import { withFrenchTypography } from '../typography';
import type { LegalPage } from './types';

const { dpoEmail } = site.legal;

export const confidentialite: LegalPage = withFrenchTypography({
  title: 'Politique de confidentialité',
  intro: `${site.legalName} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous traitons, pourquoi, pendant combien de temps et comment exercer vos droits, conformément au règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés du 6 janvier 1978 modifiée.`,
  updatedAt: '2026-11-27',
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement est ${site.legalName}, ${site.legal.rcs}, dont le siège social est situé ${postalAddressLine}.`,
        `Nous avons désigné un délégué à la protection des données (DPO), joignable à l’adresse ${dpoEmail} ou par courrier à l’adresse du siège, à l’attention du délégué à la protection des données.`,
      ],
    },
    {
      heading: 'Données que nous collectons',
      paragraphs: [
        'Lorsque vous remplissez un formulaire de contact, de devis ou de candidature partenaire : nom, prénom, adresse e-mail, numéro de téléphone, société, numéro SIRET le cas échéant, objet et contenu de votre message.',
        'Lors de l’étude et de la gestion de votre contrat : identité et coordonnées des signataires, extrait Kbis, derniers bilans, coordonnées bancaires, adresses de livraison et de facturation, historique des loyers et des interventions techniques.',
        'Lorsque vous postulez à une offre d’emploi : votre CV, votre lettre de motivation et les informations échangées pendant le recrutement.',
        'Lors de votre navigation : des données techniques (adresse IP, type de navigateur, pages consultées), dans les conditions décrites par notre politique de cookies.',
      ],
    },
    {
      heading: 'Finalités et bases légales',
      paragraphs: [
        'Répondre à vos demandes de contact et de devis, et vous adresser une proposition : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
        'Étudier votre dossier, conclure et exécuter le contrat de location, assurer la livraison, l’installation, la maintenance et le service après-vente : exécution du contrat (article 6.1.b).',
        'Facturer, tenir notre comptabilité et répondre à nos obligations fiscales et réglementaires : obligation légale (article 6.1.c).',
        'Vous envoyer nos nouveautés et offres par e-mail, si vous l’avez accepté en cochant la case prévue dans nos formulaires : consentement (article 6.1.a). Vous pouvez le retirer à tout moment, sans motif, grâce au lien de désinscription présent dans chaque message.',
        'Gérer les candidatures à nos offres d’emploi et à notre programme partenaires : mesures précontractuelles (article 6.1.b).',
        'Mesurer l’audience du site et personnaliser nos messages au moyen de cookies non essentiels : votre consentement (article 6.1.a), que vous pouvez retirer à tout moment.',
        'Assurer la sécurité du site et prévenir la fraude : intérêt légitime (article 6.1.f).',
      ],
    },
    {
      heading: 'Destinataires des données',
      paragraphs: [
        'Vos données sont destinées aux seuls collaborateurs habilités de nos services commercial, technique, comptable et ressources humaines, chacun pour ce qui le concerne.',
        'Elles peuvent être communiquées à nos sous-traitants (hébergement du site et des données, messagerie, signature électronique, installateurs partenaires chargés d’une intervention chez vous), ainsi qu’aux établissements financiers qui participent, le cas échéant, au financement de votre contrat. Ces destinataires n’agissent que sur nos instructions et sont tenus à la confidentialité.',
        'Nous ne vendons ni ne louons jamais vos données. Elles ne sont transmises aux autorités administratives ou judiciaires que lorsque la loi l’exige.',
      ],
    },
    {
      heading: 'Transferts hors de l’Union européenne',
      paragraphs: [
        'Nous privilégions des prestataires qui hébergent les données au sein de l’Union européenne. Si un prestataire est amené à traiter des données depuis un pays situé hors de l’Union européenne, ce transfert est encadré par une décision d’adéquation de la Commission européenne ou, à défaut, par les clauses contractuelles types qu’elle a adoptées, complétées si nécessaire de mesures de sécurité supplémentaires.',
      ],
    },
    {
      heading: 'Durées de conservation',
      paragraphs: [
        'Un traitement automatique applique chaque jour les durées ci-dessous. À leur terme, les données sont supprimées ou rendues anonymes ; seul le nombre d’éléments traités est consigné, jamais les données elles-mêmes.',
        'Données utilisées pour la prospection (demandes de contact et de devis, contacts commerciaux) : 3 ans à compter de notre dernier échange, c’est-à-dire de la dernière activité liée à la demande ou au contact (votre demande, nos notes, nos devis, une commande ou un contrat qui en découle). Elles sont alors anonymisées : vos nom, prénom, adresse e-mail, téléphone, société, numéro SIRET et message sont effacés, nos notes, les e-mails échangés et les envois de campagnes sont supprimés, votre accord pour recevoir nos offres prend fin. Seules restent des informations statistiques (type de demande, date, page d’origine) qui ne permettent plus de vous identifier.',
        'Données de votre compte client, c’est-à-dire vos demandes et contacts liés à une commande ou à un contrat : pendant toute la durée de la relation commerciale, puis 3 ans à compter de sa fin (la fin du contrat ou, sans contrat, la dernière modification de la commande), avant d’être anonymisées de la même façon.',
        'Devis qui n’ont pas été acceptés : supprimés, avec leur document PDF, 3 ans après leur dernière modification.',
        'Contrats de location, commandes et documents associés (devis accepté, équipements et numéros de série, procès-verbal d’installation, incidents signalés, interventions, e-mails qui les accompagnent) : pendant la durée du contrat, puis 10 ans après son terme, comptés jusqu’à la clôture de l’exercice (le 31 décembre) ; ils sont alors supprimés.',
        'Factures et pièces comptables : 10 ans à compter de la clôture de l’exercice concerné.',
        'E-mails que nous vous avons envoyés : 3 ans. Ceux qui accompagnent une commande ou un contrat encore conservé sont alors vidés de leur contenu : seuls leur destinataire et leur date restent, comme preuve d’envoi, jusqu’à la suppression de la commande.',
        'Envois de nos campagnes (qui a reçu quel message) : 3 ans.',
        'Désinscription de nos campagnes : votre adresse e-mail et la date de votre désinscription sont conservées, avec la campagne d’où vous vous êtes désinscrit, afin de ne plus jamais vous écrire ; c’est le minimum qui permet de respecter votre opposition.',
        'Candidatures non retenues : 2 ans à compter du dernier contact, sauf opposition de votre part, puis anonymisées comme les demandes.',
        'Demandes d’exercice de vos droits : 3 ans après notre réponse, comme preuve de leur traitement.',
        'Adresses IP enregistrées pour protéger nos formulaires contre les abus : 30 jours (1 jour pour les liens de consultation des devis).',
        'Historique des modifications tenu par notre back-office : supprimé en même temps que les données qu’il concerne.',
        'Cookies et traceurs : selon les durées indiquées dans notre politique de cookies, 13 mois au maximum.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : chiffrement des échanges, contrôle des accès par habilitation, authentification des comptes d’administration, sauvegardes régulières et sensibilisation de nos équipes.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement, d’un droit d’opposition, notamment à la prospection commerciale, et d’un droit à la portabilité des données que vous nous avez fournies. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment. Vous pouvez également définir des directives relatives au sort de vos données après votre décès.',
        `Pour exercer ces droits, écrivez à ${dpoEmail} ou par courrier à ${site.legalName}, délégué à la protection des données, ${postalAddressLine}. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif.`,
        'Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois pour une demande complexe ; nous vous en informons alors dans le premier mois.',
        'Sur demande d’accès, nous vous remettons toutes les données qui vous concernent, dans un fichier lisible (JSON ou tableur). Sur demande d’effacement, nous effaçons ou anonymisons tout ce que la loi nous permet ; nous conservons ce qu’elle nous oblige à garder (commandes, contrats, devis acceptés et leurs e-mails, pour 10 ans) et votre adresse dans notre liste d’opposition si vous vous êtes désinscrit, et nous vous indiquons ce qui est conservé et pourquoi.',
      ],
    },
    {
      heading: 'Réclamation auprès de la CNIL',
      paragraphs: [
        'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.',
      ],
    },
    {
      heading: 'Évolution de cette politique',
      paragraphs: [
        'Cette politique peut être modifiée pour tenir compte de l’évolution de nos traitements ou de la réglementation. La date de dernière mise à jour figure en haut de cette page.',
      ],
    },
  ],
});
