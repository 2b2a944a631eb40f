import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { requestKindLabels, requestKinds } from '@/domain/privacy/labels';
import { useCreateDataRequest } from '../api/create-data-request';
import { parisToday } from '../deadline';
import { dataRequestSchema, type DataRequestInput, type DataRequestValues } from '../schemas';

/** Logs a data-rights request as received (by e-mail, by post…); its deadline follows. */
export function DataRequestForm() {
  const defaults: DataRequestInput = { email: '', kind: 'access', received_on: parisToday(), notes: '' };
  const form = useForm<DataRequestInput, unknown, DataRequestValues>({
    resolver: zodResolver(dataRequestSchema),
    defaultValues: defaults,
  });
  const create = useCreateDataRequest(() => form.reset({ ...defaults, received_on: parisToday() }));
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values).catch(() => undefined);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Enregistrer une demande</CardTitle>
        <CardDescription>
          Une personne demande l’accès à ses données, leur effacement ou leur rectification : la loi nous donne un mois
          pour répondre à compter de sa réception.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3">
          <Field label="Adresse e-mail de la personne" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label="Type de demande" error={errors.kind?.message} required>
            <NativeSelect {...form.register('kind')}>
              {requestKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {requestKindLabels[kind]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Reçue le" error={errors.received_on?.message} required>
            <Input type="date" {...form.register('received_on')} />
          </Field>
          <Field label="Note (facultative)" error={errors.notes?.message} className="md:col-span-3">
            <Textarea rows={2} {...form.register('notes')} />
          </Field>
          <div className="md:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Enregistrement...' : 'Enregistrer la demande'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
