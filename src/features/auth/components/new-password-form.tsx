import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { updatePassword, verifyEmailLink, type EmailLink } from '../api/password-links';
import { newPasswordSchema, passwordRule, type NewPasswordValues } from '../schemas';

/**
 * The page an invitation or reset e-mail opens. The link is spent on the first submit; if the
 * password is then refused (too short…), the next submit only sets the password again.
 */
export function NewPasswordForm({ link, onDone }: { link: EmailLink; onDone: () => void }) {
  const { syncSession } = useAuth();
  const verified = useRef(false);
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!verified.current) {
      const { error } = await verifyEmailLink(link);
      if (error) {
        setLinkFailure(errorMessage(error, 'Ce lien n’est pas valable. Demandez-en un nouveau.'));
        return;
      }
      verified.current = true;
    }
    const { error } = await updatePassword(password);
    if (error) {
      form.setError('password', { message: errorMessage(error, 'Le mot de passe n’a pas pu être enregistré.') });
      return;
    }
    await syncSession();
    onDone();
  });

  if (linkFailure) {
    return (
      <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="text-destructive">{linkFailure}</p>
        <Link to={paths.admin.resetPassword} className="font-medium text-accent-strong underline underline-offset-4">
          Demander un nouveau lien
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Nouveau mot de passe" error={errors.password?.message} hint={passwordRule} required>
        <Input type="password" autoComplete="new-password" disabled={isSubmitting} {...form.register('password')} />
      </Field>
      <Field label="Confirmez le mot de passe" error={errors.confirmation?.message} required>
        <Input type="password" autoComplete="new-password" disabled={isSubmitting} {...form.register('confirmation')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </Button>
    </form>
  );
}
