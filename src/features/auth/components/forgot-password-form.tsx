import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { requestPasswordReset } from '../api/password-links';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

/** « Mot de passe oublié » : asks for the address, then says what happens without saying whether it has an account. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const { error } = await requestPasswordReset(email);
    if (error) setFailure(errorMessage(error, 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.'));
    else setSentTo(email);
  });

  if (sentTo) {
    return (
      <div role="status" className="grid gap-2 rounded-md border border-border bg-muted p-4 text-sm">
        <p className="flex items-center gap-2 font-medium text-navy">
          <MailCheck className="size-4" aria-hidden="true" />
          Vérifiez votre boîte de réception
        </p>
        <p>
          Si un compte existe pour <strong>{sentTo}</strong>, un e-mail vient de lui être envoyé avec un lien pour choisir un
          nouveau mot de passe. Ce lien est valable une heure et ne sert qu’une fois.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="E-mail" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" disabled={isSubmitting} {...form.register('email')} />
      </Field>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Envoi...' : 'Recevoir un lien'}
      </Button>
    </form>
  );
}
