import type { BadgeVariant } from '@/components/ui/badge';

/** The roles allowed by user_roles_role_check, with their badge label and what they are for (spec §6). */
export const roles = {
  admin: {
    label: 'Administrateur',
    description: 'Accès complet à toutes les fonctionnalités du back-office.',
    variant: 'default',
  },
  commercial: { label: 'Commercial', description: 'Gestion des commandes et des demandes de devis.', variant: 'info' },
  comptabilite: {
    label: 'Comptabilité',
    description: 'Consultation des commandes et des factures.',
    variant: 'success',
  },
  marketing: { label: 'Marketing', description: 'Gestion du contenu et des campagnes.', variant: 'violet' },
  technicien: { label: 'Technicien', description: 'Accès technique limité.', variant: 'warning' },
  moderator: { label: 'Modérateur', description: 'Modération du contenu.', variant: 'secondary' },
  viewer: { label: 'Lecteur', description: 'Lecture seule.', variant: 'muted' },
} as const satisfies Record<string, { label: string; description: string; variant: BadgeVariant }>;

export type Role = keyof typeof roles;

export const roleOrder = Object.keys(roles) as Role[];

export function isRole(value: string): value is Role {
  return Object.hasOwn(roles, value);
}
