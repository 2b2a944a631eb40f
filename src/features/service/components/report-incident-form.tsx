import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { site } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ReportFailure, reportIncident } from '../api/report-incident';
import {
  emptyReportValues,
  reportIncidentSchema,
  reportLimits,
  theftReminder,
  type ReportIncidentInput,
  type ReportIncidentValues,
} from '../report-schema';
import { incidentTypeLabels, incidentTypes } from '@/domain/service/status';
import { PhotoPicker } from './photo-picker';

export const reportFormText = {
  submit: 'Envoyer le signalement',
  submitting: 'Envoi en cours...',
  another: 'Signaler un autre incident',
  kept: 'Votre signalement n’a pas été envoyé. Ce que vous avez saisi est conservé\u00a0; réessayez dans quelques instants, ou appelez le support au',
} as const;

/**
 * The « Signaler un incident » form of /assistance: the contract's number and e-mail as proof,
 * the type (a theft reminds the 48-hour rule), the equipment, a description and up to 3 photos.
 * Success shows the function's neutral answer (the same whether or not the contract matched);
 * a failure says why at the form and keeps every field and photo.
 */
export function ReportIncidentForm() {
  const hydrated = useHydrated();
  const { run, pending: submitting, isBusy } = useSingleFlight();
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<ReportFailure | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ReportIncidentValues, unknown, ReportIncidentInput>({
    resolver: zodResolver(reportIncidentSchema),
    defaultValues: emptyReportValues,
  });
  const { errors } = form.formState;
  const isTheft = form.watch('type') === 'vol';

  const submit = form.handleSubmit(async (values) => {
    await run(async () => {
      setFailure(null);
      try {
        setAnswer(await reportIncident(values, photos));
        form.reset(emptyReportValues);
        setPhotos([]);
      } catch (error) {
        setFailure(error instanceof ReportFailure ? error : new ReportFailure('Une erreur est survenue.', 'server'));
      }
    });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  if (answer) {
    return (
      <div role="status" className="grid gap-4 rounded-lg border border-border bg-muted/40 p-6">
        <p className="flex items-start gap-3 text-base">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-[#15803d]" aria-hidden="true" />
          <span>{answer}</span>
        </p>
        <div>
          <Button type="button" variant="outline" onClick={() => setAnswer(null)}>
            {reportFormText.another}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting || undefined} className="grid gap-5" data-report-form="">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field
          label="Numéro de contrat"
          required
          hint="Il figure sur votre contrat et sur le PV d’installation."
          error={errors.contract_number?.message}
        >
          <Input autoComplete="off" required placeholder="CTR-2026-00042" {...form.register('contract_number')} />
        </Field>
        <Field
          label="E-mail du contrat"
          required
          hint="L’adresse indiquée sur le contrat."
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="camille.martin@entreprise.fr"
            {...form.register('email')}
          />
        </Field>
        <Field label="Type d’incident" required error={errors.type?.message}>
          <NativeSelect required {...form.register('type')}>
            <option value="">Choisir…</option>
            {incidentTypes.map((type) => (
              <option key={type} value={type}>
                {incidentTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Équipement concerné"
          required
          hint="Modèle ou numéro de série (sur l’étiquette au dos de l’appareil)."
          error={errors.equipment?.message}
        >
          <Input
            autoComplete="off"
            required
            placeholder="Écran LED 55 pouces, SN-4521-A"
            {...form.register('equipment')}
          />
        </Field>
      </div>
      <div aria-live="polite">
        {isTheft ? (
          <p className="rounded-md border border-[#f59e0b]/50 bg-[#fef3c7] p-4 text-sm text-[#78350f]">
            {theftReminder}
          </p>
        ) : null}
      </div>
      <Field
        label="Description"
        required
        hint={`Ce qui se passe, depuis quand, ce que vous avez déjà essayé (${reportLimits.descriptionMin} à ${reportLimits.descriptionMax} caractères).`}
        error={errors.description?.message}
      >
        <Textarea required rows={6} className="min-h-36 resize-y" {...form.register('description')} />
      </Field>
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          if (failure?.field === 'photos') setFailure(null);
          setPhotos(next);
        }}
        max={reportLimits.photos}
        error={failure?.field === 'photos' ? failure.message : undefined}
        disabled={submitting}
      />
      {failure && !failure.field ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {failure.message} {reportFormText.kept}{' '}
          <a href={site.supportPhoneHref} className="whitespace-nowrap font-semibold underline underline-offset-2">
            {site.supportPhone}
          </a>
          .
        </p>
      ) : null}
      <div className="flex justify-end border-t border-border pt-5">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={!hydrated || submitting}
          className="w-full sm:w-auto"
        >
          {submitting ? (
            reportFormText.submitting
          ) : (
            <>
              <Send aria-hidden="true" />
              {reportFormText.submit}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
