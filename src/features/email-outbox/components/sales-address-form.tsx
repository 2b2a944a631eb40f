import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/spinner';
import { emailPattern } from '@/lib/text-rules';
import { z } from '@/lib/zod';
import { useSaveSalesEmail, useSalesEmail } from '../api/email-settings';
import { useCan } from '@/lib/use-can';

/** email_settings_sales_email_check. */
const schema = z.object({
  sales_email: z
    .string()
    .trim()
    .min(1, { error: 'L’adresse est obligatoire.' })
    .max(254, { error: 'L’adresse ne doit pas dépasser 254 caractères.' })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. ventes@entreprise.fr).' }),
});
type Values = z.infer<typeof schema>;

export function SalesAddressCard() {
  const current = useSalesEmail();
  const canWrite = useCan('outbox', 'write');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification des nouvelles demandes</CardTitle>
        <CardDescription>Chaque demande reçue sur le site est annoncée à cette adresse, avec un lien vers sa fiche.</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Loading />
        ) : canWrite ? (
          <SalesAddressForm key={current.data ?? ''} initial={current.data ?? ''} />
        ) : (
          <p className="text-sm font-medium">{current.data ?? '-'}</p>
        )}
      </CardContent>
    </Card>
  );
}

function SalesAddressForm({ initial }: { initial: string }) {
  const save = useSaveSalesEmail();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { sales_email: initial } });
  const submit = form.handleSubmit(async ({ sales_email }) => {
    // On failure the address typed stays in the box; the mutation has said why.
    await save.mutateAsync(sales_email).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Adresse de l’équipe commerciale" error={form.formState.errors.sales_email?.message} className="flex-1">
        <Input type="email" autoComplete="off" {...form.register('sales_email')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
      </Button>
    </form>
  );
}
