import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import {
  campaignLimits,
  campaignSchema,
  emptyCampaignValues,
  fieldOfServerError,
  toCampaignWrite,
  type CampaignFormValues,
  type CampaignInput,
  type CampaignWrite,
} from '../campaign-schema';
import { CampaignAudience } from './campaign-audience';
import { CampaignPreview } from './campaign-preview';

export interface CampaignFormProps {
  mode: 'create' | 'edit';
  defaultValues?: CampaignFormValues;
  /** False once the campaign has started, or for read-only roles: every field is disabled. */
  editable: boolean;
  /** Sends the row; a rejection is reported by the caller, and the form keeps every field. */
  onSubmit: (row: CampaignWrite) => Promise<unknown>;
  /** Whether the form holds changes not saved yet (sending uses the saved campaign). */
  onDirtyChange?: (dirty: boolean) => void;
}

const nf = new Intl.NumberFormat('fr-FR');

/** The one form of /admin/marketing/campaigns/new and /{id}: message, audience and pace. */
export function CampaignForm({
  mode,
  defaultValues = emptyCampaignValues,
  editable,
  onSubmit,
  onDirtyChange,
}: CampaignFormProps) {
  const { run, pending, isBusy } = useSingleFlight();
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const subject = useWatch({ control: form.control, name: 'subject' }) ?? '';
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    await run(async () => {
      try {
        await onSubmit(toCampaignWrite(values));
        form.reset(form.getValues());
      } catch (error) {
        const field = fieldOfServerError(error);
        if (field) form.setError(field, { message: errorMessage(error) }, { shouldFocus: true });
      }
    });
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending || undefined} className="grid gap-6">
      <fieldset disabled={!editable} className="grid min-w-0 gap-6">
        <div className="grid gap-6 xl:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Message</CardTitle>
              <CardDescription>
                Mise en forme Markdown : **gras**, *italique*, ## titre, - liste, [lien](https://…).
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Field
                label="Nom de la campagne"
                required
                error={errors.name?.message}
                hint="Visible de l’équipe seulement."
              >
                <Input autoComplete="off" {...form.register('name')} />
              </Field>
              <Field
                label="Objet de l’e-mail"
                error={errors.subject?.message}
                hint={`Obligatoire pour envoyer ; ${nf.format(campaignLimits.subject)} caractères au maximum.`}
              >
                <Input autoComplete="off" {...form.register('subject')} />
              </Field>
              <Field
                label="Contenu"
                error={errors.content?.message}
                hint={`${nf.format([...content].length)} / ${nf.format(campaignLimits.content)} caractères, sans HTML.`}
              >
                <Textarea rows={14} className="resize-y font-mono text-sm" {...form.register('content')} />
              </Field>
            </CardContent>
          </Card>
          <CampaignPreview subject={subject} content={content} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Audience</CardTitle>
            <CardDescription>
              Un segment de leads. Seuls ceux qui ont accepté de recevoir nos e-mails, et ne se sont pas désinscrits, le
              recevront.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CampaignAudience control={form.control} register={form.register} errors={errors} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Rythme d’envoi</CardTitle>
            <CardDescription>
              Les e-mails partent par lots, pour respecter les limites du fournisseur et la réputation de l’expéditeur.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Field label="E-mails par lot" error={errors.batch_size?.message} hint="De 1 à 500.">
              <Input inputMode="numeric" {...form.register('batch_size')} />
            </Field>
            <Field
              label="Secondes entre deux lots"
              error={errors.batch_interval_seconds?.message}
              hint="De 10 à 3 600."
            >
              <Input inputMode="numeric" {...form.register('batch_interval_seconds')} />
            </Field>
          </CardContent>
        </Card>
        {editable ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={pending}>
              <Save aria-hidden="true" />
              {pending ? 'Enregistrement...' : mode === 'create' ? 'Créer la campagne' : 'Enregistrer'}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
