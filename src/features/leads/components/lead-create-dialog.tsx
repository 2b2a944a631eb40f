import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { creationLeadStatuses, leadSourceLabels, leadSources, leadStatusLabels } from '@/domain/leads/status';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCreateLead } from '../api/create-lead';
import {
  emptyLeadValues,
  leadFormSchema,
  leadLimits,
  toLeadInsert,
  type LeadFormOutput,
  type LeadFormValues,
} from '../schemas';
import { ChoiceSelect } from './choice-select';

/**
 * 'Nouveau lead': the creation dialog (spec §2, §5, §8). Only the e-mail is required; what the
 * database refuses the form refuses first, with a French message at the field. On success the
 * dialog closes and the form resets; on failure the dialog stays open with everything typed.
 * Closing without saving keeps the draft for the next opening (the spec is silent; nothing typed is lost).
 */
export function LeadCreateDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<LeadFormValues, unknown, LeadFormOutput>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: emptyLeadValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors } = formState;

  const create = useCreateLead(() => {
    reset(emptyLeadValues);
    setOpen(false);
  });
  const busy = create.isPending;

  // A double click validates twice before the button is disabled; only the first pass may send.
  const { begin } = useSingleFlight();
  const onSubmit = handleSubmit((values) => {
    const release = begin();
    if (!release) return;
    create.mutate(toLeadInsert(values), { onSettled: release });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Nouveau lead
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nouveau lead</DialogTitle>
          <DialogDescription>
            Ajoutez un contact à votre pipeline commercial. Seul l’e-mail est obligatoire.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Nouveau lead">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" error={errors.first_name?.message}>
              <Input {...register('first_name')} autoComplete="off" />
            </Field>
            <Field label="Nom" error={errors.last_name?.message}>
              <Input {...register('last_name')} autoComplete="off" />
            </Field>
          </div>
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Société" error={errors.company?.message}>
              <Input {...register('company')} autoComplete="off" />
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
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
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
                    disabled={busy}
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
                    options={creationLeadStatuses}
                    labels={leadStatusLabels}
                    disabled={busy}
                  />
                </Field>
              )}
            />
          </div>
          <Field
            label="Notes"
            error={errors.notes?.message}
            hint={`${leadLimits.notes.toLocaleString('fr-FR')} caractères maximum.`}
          >
            <Textarea rows={4} {...register('notes')} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Créer le lead
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
