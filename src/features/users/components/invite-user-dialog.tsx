import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useInviteUser } from '../api/account-actions';
import { invitationSchema, MAX_NAME_LENGTH, type InvitationOutput, type InvitationValues } from '../schemas';
import { RolesFieldset } from './roles-fieldset';

const empty: InvitationValues = { email: '', fullName: '', roles: [] };

/**
 * « Inviter un utilisateur »: an e-mail whose link lets the person choose a password. A refusal
 * (address already used, too many e-mails…) is shown in the dialog, which keeps what was typed.
 */
export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<InvitationValues, unknown, InvitationOutput>({
    resolver: zodResolver(invitationSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const invite = useInviteUser(() => {
    form.reset(empty);
    setOpen(false);
  });
  const { begin } = useSingleFlight();
  const onSubmit = form.handleSubmit((values) => {
    const release = begin();
    if (!release) return;
    invite.mutate(values, { onSettled: release });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) invite.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Inviter un utilisateur
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Inviter un utilisateur</DialogTitle>
          <DialogDescription>
            La personne reçoit un e-mail avec un lien (valable une heure) pour choisir son mot de passe.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label="E-mail" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" disabled={invite.isPending} {...form.register('email')} />
          </Field>
          <Field label="Nom" error={errors.fullName?.message}>
            <Input
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              disabled={invite.isPending}
              {...form.register('fullName')}
            />
          </Field>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <RolesFieldset
                value={field.value}
                onChange={field.onChange}
                error={errors.roles?.message}
                disabled={invite.isPending}
              />
            )}
          />
          {invite.error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {invite.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {invite.isPending ? 'Envoi...' : 'Envoyer l’invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
