import { site } from '@/config/site';
import { withFrenchTypography } from '../typography';
import type { LegalPage } from './types';

export const cgu: LegalPage = withFrenchTypography({
  title: 'Conditions générales d’utilisation',
  intro: `Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au site ${site.brand} et son utilisation. En naviguant sur le site, vous les acceptez sans réserve.`,
  updatedAt: '2026-11-02',
  sections: [
    {
      heading: '1. Objet',
      paragraphs: [
        `Les CGU définissent les conditions dans lesquelles ${site.legalName} (ci-après « ${site.brand} ») met son site à la disposition de ses visiteurs (ci-après « l’Utilisateur »), ainsi que les droits et obligations de chacun.`,
        'Elles ne régissent pas les contrats de location d’équipements, qui sont soumis à leurs propres conditions particulières et conditions générales de location, signées par le client.',
      ],
    },
    {
      heading: '2. Éditeur',
      paragraphs: [
        `Le site est édité par ${site.legalName}, ${site.legal.rcs}. Les informations complètes relatives à l’éditeur et à l’hébergeur figurent dans les mentions légales.`,
      ],
    },
    {
      heading: '3. Accès au site',
      paragraphs: [
        'Le site est accessible gratuitement, à tout moment, à tout Utilisateur disposant d’un accès à Internet. Les frais d’équipement et de connexion restent à sa charge.',
        `${site.brand} s’efforce d’assurer la disponibilité du site mais peut en suspendre l’accès, notamment pour des opérations de maintenance ou de mise à jour, sans que sa responsabilité puisse être engagée.`,
        'L’espace d’administration est réservé aux collaborateurs habilités. Tout accès ou toute tentative d’accès frauduleux à tout ou partie du site est passible des sanctions prévues aux articles 323-1 et suivants du Code pénal.',
      ],
    },
    {
      heading: '4. Services proposés',
      paragraphs: [
        'Le site présente les équipements d’affichage professionnel proposés à la location longue durée, permet d’estimer un loyer grâce à un simulateur, de demander un devis, de contacter nos équipes, de candidater à nos offres d’emploi ou à notre programme partenaires, et de consulter notre documentation.',
      ],
    },
    {
      heading: '5. Caractère indicatif des informations',
      paragraphs: [
        'Les loyers affichés sur le site et les résultats du simulateur sont des estimations hors taxes, données à titre indicatif. Ils ne constituent pas une offre de location : le loyer définitif dépend de la configuration retenue, de la durée choisie et de l’acceptation de votre dossier.',
        'Les photographies et illustrations des équipements ne sont pas contractuelles. Les caractéristiques techniques de référence sont celles figurant dans la proposition commerciale et les fiches techniques remises avant signature.',
      ],
    },
    {
      heading: '6. Formulaires et demandes de devis',
      paragraphs: [
        'L’Utilisateur s’engage à fournir des informations exactes et à jour lorsqu’il remplit un formulaire. Les champs signalés par un astérisque sont obligatoires : sans eux, la demande ne peut pas être traitée.',
        'L’envoi d’une demande de devis n’engage pas l’Utilisateur. Un contrat de location n’est formé qu’après acceptation du dossier et signature des documents contractuels par les deux parties.',
      ],
    },
    {
      heading: '7. Obligations de l’Utilisateur',
      paragraphs: [
        'L’Utilisateur s’interdit de porter atteinte au bon fonctionnement du site, d’y introduire des programmes malveillants, d’en extraire le contenu de manière automatisée ou massive, et d’utiliser les formulaires pour envoyer des messages illicites, injurieux ou sans rapport avec l’activité du site.',
      ],
    },
    {
      heading: '8. Propriété intellectuelle',
      paragraphs: [
        `La structure du site, ses textes, visuels, logos, marques et logiciels sont la propriété de ${site.legalName} ou de ses partenaires et sont protégés par le Code de la propriété intellectuelle.`,
        'Toute reproduction, représentation, adaptation ou exploitation, totale ou partielle, sans autorisation écrite préalable est interdite. Seule une copie à usage strictement personnel et non commercial est tolérée, par exemple pour l’impression d’une fiche technique ou d’un guide.',
      ],
    },
    {
      heading: '9. Liens hypertextes',
      paragraphs: [
        `Le site peut contenir des liens vers d’autres sites. ${site.brand} n’exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur égard.`,
        `La création d’un lien vers le site ${site.brand} est libre, à condition de ne pas laisser croire à un partenariat qui n’existe pas. ${site.brand} peut demander la suppression de tout lien qui porterait atteinte à son image.`,
      ],
    },
    {
      heading: '10. Responsabilité',
      paragraphs: [
        `${site.brand} veille à l’exactitude des informations publiées et les met à jour régulièrement. Sa responsabilité ne saurait toutefois être engagée en cas d’erreur, d’omission ou d’indisponibilité du site, ni pour les dommages indirects liés à son utilisation.`,
        'L’Utilisateur reste responsable de la protection de son propre matériel et de ses données contre les risques inhérents à Internet, notamment les virus.',
      ],
    },
    {
      heading: '11. Données personnelles et cookies',
      paragraphs: [
        `Les données transmises via les formulaires sont traitées par ${site.legalName} conformément au règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés du 6 janvier 1978 modifiée. Le détail des traitements et de vos droits figure dans notre politique de confidentialité.`,
        'Le dépôt de cookies et de traceurs est décrit dans notre politique de cookies, depuis laquelle vous pouvez modifier vos choix à tout moment.',
      ],
    },
    {
      heading: '12. Modification des CGU',
      paragraphs: [
        `${site.brand} peut modifier les présentes CGU à tout moment, notamment pour tenir compte d’une évolution du site ou de la réglementation. La version applicable est celle en ligne lors de votre visite ; sa date de mise à jour figure en haut de cette page.`,
      ],
    },
    {
      heading: '13. Droit applicable et litiges',
      paragraphs: [
        'Les présentes CGU sont régies par le droit français.',
        'En cas de différend, les parties rechercheront d’abord une solution amiable. À défaut, le litige sera porté devant les tribunaux compétents de Paris, sous réserve des règles de compétence impératives applicables.',
      ],
    },
    {
      heading: '14. Contact',
      paragraphs: [
        `Pour toute question relative aux présentes CGU, écrivez-nous à ${site.email} ou appelez-nous au ${site.phone}.`,
      ],
    },
  ],
});
