import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { useAuth } from '@/lib/auth-context';

export const loginSchema = z.object({
  email: z.email({ error: 'Saisissez une adresse e-mail valide.' }),
  password: z.string().min(1, { error: 'Saisissez votre mot de passe.' }),
});
type LoginValues = z.infer<typeof loginSchema>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  // The login page is prerendered: until hydration its button stays disabled, so no native submit
  // can put the e-mail and password in the URL (and Enter does nothing).
  const hydrated = useHydrated();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setSubmitting(true);
    const { error } = await signIn(email, password);
    setSubmitting(false);
    if (error) {
      notify('error', 'Erreur de connexion', errorMessage(error));
      return;
    }
    onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="E-mail" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" required disabled={submitting} {...form.register('email')} />
      </Field>
      <Field label="Mot de passe" error={errors.password?.message} required>
        <Input
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={!hydrated || submitting}>
        {submitting ? 'Connexion...' : 'Se connecter'}
      </Button>
    </form>
  );
}
