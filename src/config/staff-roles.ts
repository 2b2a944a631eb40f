/** The seven staff roles (spec §6), as public.user_roles stores them. */
export const staffRoles = [
  'admin',
  'commercial',
  'comptabilite',
  'marketing',
  'technicien',
  'moderator',
  'viewer',
] as const;
export type StaffRole = (typeof staffRoles)[number];
