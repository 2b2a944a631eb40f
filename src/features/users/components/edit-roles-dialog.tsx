import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isRole } from '@/domain/team/roles';
import type { StaffUser } from '../api/fetch-users';
import { useSetUserRoles } from '../api/set-user-roles';
import { rolesSchema, type RolesValues } from '../schemas';
import { RolesFieldset } from './roles-fieldset';

/** « Modifier les rôles » of one account; the database refuses to leave no active administrator. */
export function EditRolesDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const form = useForm<RolesValues>({
    resolver: zodResolver(rolesSchema),
    defaultValues: { roles: user.roles.filter(isRole) },
  });
  const save = useSetUserRoles(onClose);
  const onSubmit = form.handleSubmit(({ roles }) => save.mutate({ userId: user.id, current: user.roles, next: roles }));

  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier les rôles</DialogTitle>
          <DialogDescription>{user.full_name ? `${user.full_name} — ${user.email}` : user.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <RolesFieldset
                value={field.value}
                onChange={field.onChange}
                error={form.formState.errors.roles?.message}
                disabled={save.isPending}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
