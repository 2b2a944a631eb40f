import { site } from '@/config/site';
import { withFrenchTypography } from '../typography';
import type { IconCard } from '../types';

export interface PartnerStep {
  step: number;
  title: string;
  text: string;
}

/** /devenir-partenaire */
export const partnerIntro = withFrenchTypography({
  title: 'Devenez partenaire',
  lead: `Proposez la location longue durée ${site.brand} à vos clients : vous vendez plus facilement vos projets d’affichage, nous nous occupons du financement.`,
});

export const partnerAudiences: IconCard[] = withFrenchTypography([
  {
    icon: 'Cable',
    title: 'Intégrateurs audiovisuels',
    text: 'Vous concevez et installez des solutions d’affichage : offrez à vos clients un financement sans apport, avec une réponse rapide.',
  },
  {
    icon: 'Store',
    title: 'Revendeurs',
    text: 'Revendeurs informatiques, bureautiques ou audiovisuels : transformez vos devis en loyers mensuels et levez le frein du budget.',
  },
  {
    icon: 'Megaphone',
    title: 'Agences',
    text: 'Agences de communication et d’affichage dynamique : proposez à vos clients l’écran en même temps que les contenus.',
  },
]);

export const partnerBenefits: IconCard[] = withFrenchTypography([
  {
    icon: 'BadgePercent',
    title: 'Une commission de 5 % à 8 %',
    text: 'Calculée sur le montant financé de chaque contrat signé grâce à vous, et versée après sa mise en place.',
  },
  {
    icon: 'Timer',
    title: 'Des réponses rapides',
    text: 'Une réponse de financement sous 24 à 48h sur dossier complet, pour ne pas laisser refroidir vos projets.',
  },
  {
    icon: 'UserCheck',
    title: 'Un interlocuteur dédié',
    text: 'Un responsable partenaires vous accompagne sur vos propositions et le suivi de vos dossiers.',
  },
  {
    icon: 'Presentation',
    title: 'Des outils de vente',
    text: 'Argumentaires, grilles de loyers et simulateur pour présenter la location à vos clients en toute confiance.',
  },
]);

export const partnerProcess = withFrenchTypography({
  title: 'Comment devenir partenaire ?',
  processingTime: 'Votre candidature est étudiée sous 5 à 7 jours ouvrés.',
  steps: [
    {
      step: 1,
      title: 'Envoyez votre candidature',
      text: 'Présentez votre entreprise, votre activité et vos clients grâce au formulaire ci-dessous.',
    },
    {
      step: 2,
      title: 'Étude de votre candidature',
      text: 'Notre équipe partenaires l’examine et revient vers vous sous 5 à 7 jours ouvrés.',
    },
    {
      step: 3,
      title: 'Rencontre et convention',
      text: 'Nous échangeons sur vos projets, puis signons une convention de partenariat qui fixe votre taux de commission.',
    },
    {
      step: 4,
      title: 'Lancement',
      text: 'Vous recevez vos outils de vente et une formation à nos offres, et pouvez proposer la location dès votre premier projet.',
    },
  ] satisfies PartnerStep[],
});
