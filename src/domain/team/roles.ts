import type { BadgeVariant } from '@/components/ui/badge';

/** The roles allowed by user_roles_role_check, with their badge label (spec §6) and what the matrix gives them. */
export const roles = {
  admin: {
    label: 'Administrateur',
    description: 'Accès complet, dont les utilisateurs et le journal d’audit.',
    variant: 'default',
  },
  commercial: {
    label: 'Commercial',
    description: 'Demandes de devis, leads et commandes ; catalogue en lecture.',
    variant: 'info',
  },
  comptabilite: {
    label: 'Comptabilité',
    description: 'Commandes en lecture et statut de paiement ; catalogue en lecture.',
    variant: 'success',
  },
  marketing: {
    label: 'Marketing',
    description: 'Catalogue, leads, campagnes et SEO ; demandes et commandes en lecture.',
    variant: 'violet',
  },
  technicien: { label: 'Technicien', description: 'Catalogue, commandes et SEO en lecture.', variant: 'warning' },
  moderator: { label: 'Modérateur', description: 'Catalogue et contenus SEO.', variant: 'secondary' },
  viewer: { label: 'Lecteur', description: 'Tout en lecture, sauf les e-mails et les utilisateurs.', variant: 'muted' },
} as const satisfies Record<string, { label: string; description: string; variant: BadgeVariant }>;

export type Role = keyof typeof roles;

export const roleOrder = Object.keys(roles) as Role[];

export function isRole(value: string): value is Role {
  return Object.hasOwn(roles, value);
}

/** Role → its French name (the badge's label). */
export const roleLabels: Record<Role, string> = Object.fromEntries(
  roleOrder.map((role) => [role, roles[role].label]),
) as Record<Role, string>;
