import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/spinner';
import { hiddenCharacterMessage, hiddenCharacterPattern, markupPattern } from '@/lib/text-rules';
import { useAuth } from '@/lib/auth-context';
import { z } from '@/lib/zod';
import { useCompanySettings, useSaveCompanySettings, type CompanySettings } from '../api/company-settings';

function text(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `${what} est obligatoire.` })
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ne doit pas contenir de balises.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

/** company_settings' CHECKs, with French messages. */
const schema = z.object({
  name: text('La raison sociale', 120),
  address: text('L’adresse', 300),
  siren: z
    .string()
    .trim()
    .regex(/^[0-9]{9}$/, { error: 'Le SIREN compte 9 chiffres.' }),
  vat_number: z
    .string()
    .trim()
    .regex(/^FR[0-9A-Z]{2}[0-9]{9}$/, {
      error: 'Le numéro de TVA a la forme FR + 2 caractères + le SIREN (ex. FR32912345678).',
    }),
});

/** The company block printed on every offer: admins change it, other staff read it. */
export function CompanySettingsCard() {
  const { roles } = useAuth();
  const current = useCompanySettings();
  const isAdmin = roles.includes('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Coordonnées de la société sur les devis</CardTitle>
        <CardDescription>
          Raison sociale, adresse, SIREN et numéro de TVA imprimés sur chaque devis et son PDF.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Loading />
        ) : !current.data ? (
          <p className="text-sm text-muted-foreground">Non renseignées.</p>
        ) : isAdmin ? (
          <CompanyForm key={JSON.stringify(current.data)} initial={current.data} />
        ) : (
          <p className="text-sm">
            {current.data.name}, {current.data.address} · SIREN {current.data.siren} · TVA {current.data.vat_number}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const save = useSaveCompanySettings();
  const form = useForm<CompanySettings>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Raison sociale" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="Adresse" required error={errors.address?.message}>
        <Input autoComplete="off" {...form.register('address')} />
      </Field>
      <Field label="SIREN" required error={errors.siren?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('siren')} />
      </Field>
      <Field label="Numéro de TVA intracommunautaire" required error={errors.vat_number?.message}>
        <Input autoComplete="off" {...form.register('vat_number')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
