import { PEOPLE, type TableWords } from '@/domain/shared/table-words';
import { roleLabels } from '@/domain/team/roles';

/** The team's accounts, roles and names. */
export const teamTables: Readonly<Record<string, TableWords>> = {
  user_roles: {
    one: 'Rôle d’utilisateur',
    many: 'Rôles des utilisateurs',
    columns: { user_id: 'Utilisateur', role: 'Rôle' },
    references: { user_id: PEOPLE },
    values: { role: roleLabels },
  },
  staff_profiles: {
    one: 'Nom d’un membre de l’équipe',
    many: 'Profils de l’équipe',
    columns: { user_id: 'Membre de l’équipe', display_name: 'Nom affiché' },
    references: { user_id: PEOPLE },
  },
  // Not a table of the API: the accounts (auth.users) as the admin-users function records its
  // invitations, deactivations and deletions in the audit trail, and as find_personal_data lists them.
  users: {
    one: 'Compte utilisateur',
    many: 'Comptes de l’équipe',
    columns: { email: 'E-mail', roles: 'Rôles', active: 'Actif', last_sign_in_at: 'Dernière connexion' },
    values: { roles: roleLabels },
  },
};
