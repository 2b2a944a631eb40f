import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { StaffUser } from '../api/fetch-users';
import { useRenameUser } from '../api/rename-user';
import { displayNameSchema, MAX_NAME_LENGTH, type DisplayNameValues } from '../schemas';

/**
 * « Nom affiché » of one account: the name the back-office shows for this person (owner of a
 * request, users list). Administrators give it; what a user writes about themselves is not used.
 */
export function RenameUserDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const form = useForm<DisplayNameValues>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { displayName: user.full_name ?? '' },
    mode: 'onTouched',
  });
  const rename = useRenameUser(onClose);
  const onSubmit = form.handleSubmit(({ displayName }) =>
    rename.mutate({ userId: user.id, displayName: displayName.trim() }),
  );

  return (
    <Dialog open onOpenChange={(open) => (open || rename.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nom affiché</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label="Nom affiché"
            required
            error={form.formState.errors.displayName?.message}
            hint={`Le nom que l’équipe voit dans le back-office, ${MAX_NAME_LENGTH} caractères au plus.`}
          >
            <Input
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              disabled={rename.isPending}
              {...form.register('displayName')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={rename.isPending}>
              Annuler
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
