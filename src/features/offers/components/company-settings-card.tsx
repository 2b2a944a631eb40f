import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useCompanySettings, useMissingBillingMentions, useSaveCompanySettings } from '../api/company-settings';
import {
  companySettingsSchema,
  companySettingsValues,
  toCompanySettings,
  type CompanySettings,
  type CompanySettingsValues,
} from '../company-settings-schema';

/** The company block printed on every offer and invoice: admins change it, other staff read it. */
export function CompanySettingsCard() {
  const { roles } = useAuth();
  const current = useCompanySettings();
  const missing = useMissingBillingMentions();
  const isAdmin = roles.includes('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Coordonnées de la société</CardTitle>
        <CardDescription>
          Imprimées sur chaque devis et sur chaque facture, avec les mentions obligatoires (forme juridique, capital,
          RCS, SIRET, coordonnées bancaires, pénalités de retard).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {missing.data && missing.data.length > 0 ? (
          <p role="status" className="rounded-md border border-warning/40 bg-[#fffbeb] p-3 text-sm text-[#78350f]">
            Facturation impossible tant que ces mentions manquent : {missing.data.join(', ')}.
          </p>
        ) : null}
        {current.isPending ? (
          <Loading />
        ) : !current.data ? (
          <p className="text-sm text-muted-foreground">Non renseignées.</p>
        ) : isAdmin ? (
          <CompanyForm key={JSON.stringify(current.data)} initial={current.data} />
        ) : (
          <p className="text-sm">
            {current.data.name}
            {current.data.legal_form ? `, ${current.data.legal_form}` : ''}, {current.data.address} · SIREN{' '}
            {current.data.siren} · TVA {current.data.vat_number}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const save = useSaveCompanySettings();
  const form = useForm<CompanySettingsValues>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: companySettingsValues(initial),
  });
  const { errors } = form.formState;
  const { register } = form;
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(toCompanySettings(values)).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Identité</legend>
        <Field label="Raison sociale" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Forme juridique" required error={errors.legal_form?.message} hint="Ex. SAS, SARL.">
          <Input autoComplete="off" {...register('legal_form')} />
        </Field>
        <Field label="Capital social (€)" required error={errors.share_capital?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('share_capital')} />
        </Field>
        <Field label="Immatriculation" required error={errors.rcs?.message} hint="Ex. RCS Paris 912 345 675.">
          <Input autoComplete="off" {...register('rcs')} />
        </Field>
        <Field label="SIREN" required error={errors.siren?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('siren')} />
        </Field>
        <Field label="SIRET du siège" required error={errors.siret?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('siret')} />
        </Field>
        <Field label="Numéro de TVA intracommunautaire" required error={errors.vat_number?.message}>
          <Input autoComplete="off" {...register('vat_number')} />
        </Field>
        <Field
          label="Adresse (devis)"
          required
          error={errors.address?.message}
          hint="Telle qu’imprimée sur les devis, en une ligne."
        >
          <Input autoComplete="off" {...register('address')} />
        </Field>
        <Field label="Adresse du siège" required error={errors.head_office_street?.message} className="sm:col-span-2">
          <Input autoComplete="off" {...register('head_office_street')} />
        </Field>
        <Field label="Code postal du siège" required error={errors.head_office_postal_code?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('head_office_postal_code')} />
        </Field>
        <Field label="Ville du siège" required error={errors.head_office_city?.message}>
          <Input autoComplete="off" {...register('head_office_city')} />
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Facturation</legend>
        <Field label="E-mail de facturation" required error={errors.billing_email?.message}>
          <Input type="email" autoComplete="off" {...register('billing_email')} />
        </Field>
        <Field
          label="Taux des pénalités de retard (% par an)"
          required
          error={errors.late_penalty_rate?.message}
          hint="Taux de refinancement de la BCE + 10 points, au moins trois fois le taux d’intérêt légal."
        >
          <Input inputMode="decimal" autoComplete="off" {...register('late_penalty_rate')} />
        </Field>
        <Field label="IBAN" required error={errors.iban?.message}>
          <Input autoComplete="off" {...register('iban')} />
        </Field>
        <Field label="BIC" required error={errors.bic?.message}>
          <Input autoComplete="off" {...register('bic')} />
        </Field>
        <Field label="Identifiant créancier SEPA (ICS)" required error={errors.sepa_creditor_id?.message}>
          <Input autoComplete="off" {...register('sepa_creditor_id')} />
        </Field>
        <div className="flex items-center gap-2 self-end">
          <Checkbox id="company-vat-on-debits" {...register('vat_on_debits')} />
          <label htmlFor="company-vat-on-debits" className="text-sm">
            TVA acquittée d’après les débits
          </label>
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
