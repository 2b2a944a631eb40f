import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/spinner';
import { useRecordNames } from '@/domain/record-names';
import { tablePluralLabel } from '@/domain/tables';
import { downloadBlob } from '@/lib/csv-export';
import { errorMessage } from '@/lib/errors';
import { usePersonalData } from '../api/find-personal-data';
import { parisToday } from '../deadline';
import { exportFileName, foundCount, personalDataCsv, personalDataJson, type PersonalData } from '../export';
import { personalDataRefs, personalFields } from '../personal-data-fields';
import { searchSchema } from '../schemas';

/** Everything held about an address, per table, and its export as JSON and as CSV (French Excel). */
export function PersonalDataSearch({ email, onSearch }: { email: string | null; onSearch: (email: string) => void }) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(searchSchema),
    defaultValues: { email: email ?? '' },
  });
  const found = usePersonalData(email);
  useEffect(() => {
    if (email) form.setValue('email', email);
  }, [email, form]);
  const submit = form.handleSubmit(({ email: typed }) => onSearch(typed));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Rechercher les données d’une personne</CardTitle>
        <CardDescription>
          Tout ce qui nomme l’adresse (majuscules et suffixe « +… » ignorés) : demandes, leads et leurs notes, devis,
          commandes, contrats, incidents, e-mails envoyés, campagnes, désinscriptions et journal d’audit.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Adresse e-mail" error={form.formState.errors.email?.message} className="flex-1">
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Button type="submit">Rechercher</Button>
        </form>
        {!email ? null : found.isPending ? (
          <Loading />
        ) : found.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(found.error, 'La recherche a échoué.')}
          </p>
        ) : (
          <Results email={email} data={found.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Results({ email, data }: { email: string; data: PersonalData }) {
  // The people and records the rows point at, named in one request per kind.
  const names = useRecordNames(useMemo(() => personalDataRefs(data), [data]));
  const tables = Object.entries(data).filter(([, rows]) => rows.length > 0);
  const empty = Object.keys(data).filter((table) => data[table].length === 0);
  const day = parisToday();
  const download = (extension: 'csv' | 'json') =>
    downloadBlob(
      extension === 'csv'
        ? new Blob([personalDataCsv(data)], { type: 'text/csv;charset=utf-8' })
        : new Blob([personalDataJson(email, data)], { type: 'application/json' }),
      exportFileName(email, day, extension),
    );

  return (
    <section aria-label={`Données trouvées pour ${email}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" aria-live="polite">
          {foundCount(data)} élément(s) trouvé(s) pour {email}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => download('json')}>
            Exporter en JSON
          </Button>
          <Button variant="outline" size="sm" onClick={() => download('csv')}>
            Exporter en CSV
          </Button>
        </div>
      </div>
      {tables.map(([table, rows]) => (
        <details key={table} className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">
            {tablePluralLabel(table)} ({rows.length})
          </summary>
          <div className="mt-2 grid gap-3">
            {rows.map((row, index) => (
              <dl
                key={String(row.id ?? index)}
                className="grid gap-x-4 gap-y-1 border-t pt-2 text-xs sm:grid-cols-[12rem_1fr]"
              >
                {personalFields(table, row, names).map((field) => (
                  <div key={field.column} className="contents">
                    <dt className="text-muted-foreground">{field.label}</dt>
                    <dd className="break-words">{field.text}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </div>
        </details>
      ))}
      {empty.length ? (
        <p className="text-xs text-muted-foreground">Rien dans : {empty.map(tablePluralLabel).join(', ')}.</p>
      ) : null}
    </section>
  );
}
