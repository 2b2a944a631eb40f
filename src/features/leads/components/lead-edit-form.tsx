import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { leadSourceLabels, leadSources, leadStatuses, leadStatusLabels } from '@/domain/leads/status';
import type { Lead } from '../api/fetch-leads';
import { useUpdateLead } from '../api/update-lead';
import {
  leadEditSchema,
  leadEditValues,
  leadLimits,
  toLeadUpdate,
  type LeadEditOutput,
  type LeadEditValues,
} from '../schemas';
import { ChoiceSelect } from './choice-select';

/**
 * Every field staff may change on a lead. Only the changed fields are sent; after a save the
 * form takes the row the database returned, and after a failure it keeps what was typed.
 */
export function LeadEditForm({ lead, readOnly = false }: { lead: Lead; readOnly?: boolean }) {
  const form = useForm<LeadEditValues, unknown, LeadEditOutput>({
    resolver: zodResolver(leadEditSchema),
    defaultValues: leadEditValues(lead),
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting, isDirty, dirtyFields } = formState;
  const update = useUpdateLead(lead.id);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toLeadUpdate(values, dirtyFields));
      reset(leadEditValues(saved));
    } catch {
      // The mutation has said why; what was typed stays in the form.
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Fiche du lead</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Fiche du lead">
          {/* Read-only roles see the same fields, disabled, and no buttons. */}
          <fieldset disabled={readOnly} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Prénom" error={errors.first_name?.message}>
                <Input {...register('first_name')} autoComplete="off" />
              </Field>
              <Field label="Nom" error={errors.last_name?.message}>
                <Input {...register('last_name')} autoComplete="off" />
              </Field>
              <Field label="Email" required error={errors.email?.message}>
                <Input
                  type="email"
                  inputMode="email"
                  {...register('email')}
                  autoComplete="off"
                  spellCheck={false}
                  aria-required="true"
                />
              </Field>
              <Field label="Téléphone" error={errors.phone?.message}>
                <Input
                  type="tel"
                  inputMode="tel"
                  {...register('phone')}
                  autoComplete="off"
                  placeholder="01 23 45 67 89"
                />
              </Field>
              <Field label="Société" error={errors.company?.message}>
                <Input {...register('company')} autoComplete="off" />
              </Field>
              <Controller
                control={control}
                name="source"
                render={({ field }) => (
                  <Field label="Source" error={errors.source?.message}>
                    <ChoiceSelect
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={leadSources}
                      labels={leadSourceLabels}
                      placeholder="Choisir une source"
                      disabled={isSubmitting}
                    />
                  </Field>
                )}
              />
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Field label="Statut" error={errors.status?.message}>
                    <ChoiceSelect
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={leadStatuses}
                      labels={leadStatusLabels}
                      placeholder="Choisir un statut"
                      disabled={isSubmitting}
                    />
                  </Field>
                )}
              />
              <Field label="Score" error={errors.score?.message} hint="De 0 à 100.">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={leadLimits.score}
                  step={1}
                  {...register('score')}
                />
              </Field>
              <Field label="Dernier contact" error={errors.last_contact_date?.message}>
                <Input type="datetime-local" {...register('last_contact_date')} />
              </Field>
              <Field label="Date de la prochaine action" error={errors.next_action_date?.message}>
                <Input type="date" min="2000-01-01" max="2100-12-31" {...register('next_action_date')} />
              </Field>
            </div>
            <Field
              label="Prochaine action"
              error={errors.next_action?.message}
              hint={`${leadLimits.nextAction} caractères maximum (ex. Rappeler pour le devis).`}
            >
              <Input {...register('next_action')} autoComplete="off" />
            </Field>
            <Field
              label="Notes"
              error={errors.notes?.message}
              hint={`${leadLimits.notes.toLocaleString('fr-FR')} caractères maximum.`}
            >
              <Textarea rows={4} {...register('notes')} />
            </Field>
            {readOnly ? null : (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={isSubmitting || !isDirty}>
                  {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {isSubmitting ? 'Enregistrement...' : 'Enregistrer'}
                </Button>
                <Button type="button" variant="outline" disabled={isSubmitting || !isDirty} onClick={() => reset()}>
                  Annuler les modifications
                </Button>
              </div>
            )}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
