import { Users } from 'lucide-react';
import { useMemo } from 'react';
import { useController, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { leadSourceLabels, leadSources, leadStatuses, leadStatusLabels } from '@/domain/leads/status';
import { formatNumber } from '@/lib/format';
import { useAudienceCount } from '../api/preview-audience';
import type { AudienceSegment } from '../api/keys';
import { campaignSchema, type CampaignFormValues, type CampaignInput } from '../campaign-schema';

type FormControl = Control<CampaignFormValues, unknown, CampaignInput>;

interface ChoicesProps<Value extends string> {
  name: 'segment_statuses' | 'segment_sources';
  legend: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  control: FormControl;
}

/** A set of checkboxes; none ticked means every value. */
function Choices<Value extends string>({ name, legend, options, labels, control }: ChoicesProps<Value>) {
  const { field } = useController({ control, name });
  const selected = new Set<string>(field.value);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={selected.has(option)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...field.value, option] : field.value.filter((value) => value !== option),
                )
              }
            />
            {labels[option]}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">Aucune case cochée : tous.</p>
    </fieldset>
  );
}

/** The segment as the RPC takes it, or null while a value is invalid (no count then). */
function useSegment(control: FormControl): AudienceSegment | null {
  const values = useWatch({ control });
  return useMemo(() => {
    const parsed = campaignSchema.safeParse({
      ...values,
      name: 'x',
      subject: '',
      content: '',
      batch_size: '1',
      batch_interval_seconds: '10',
    });
    if (!parsed.success) return null;
    const v = parsed.data;
    return {
      statuses: v.segment_statuses,
      sources: v.segment_sources,
      score_min: v.segment_score_min,
      score_max: v.segment_score_max,
      created_from: v.segment_created_from || null,
      created_to: v.segment_created_to || null,
    };
  }, [values]);
}

interface CampaignAudienceProps {
  control: FormControl;
  register: UseFormRegister<CampaignFormValues>;
  errors: FieldErrors<CampaignFormValues>;
}

/** The audience builder: a segment of leads and, live, how many of them the campaign will reach. */
export function CampaignAudience({ control, register, errors }: CampaignAudienceProps) {
  const segment = useSegment(control);
  const count = useAudienceCount(segment);
  return (
    <div className="grid gap-5">
      <Choices
        name="segment_statuses"
        legend="Statuts des leads"
        options={leadStatuses}
        labels={leadStatusLabels}
        control={control}
      />
      <Choices
        name="segment_sources"
        legend="Sources des leads"
        options={leadSources}
        labels={leadSourceLabels}
        control={control}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Score minimum" error={errors.segment_score_min?.message}>
          <Input inputMode="numeric" {...register('segment_score_min')} />
        </Field>
        <Field label="Score maximum" error={errors.segment_score_max?.message}>
          <Input inputMode="numeric" {...register('segment_score_max')} />
        </Field>
        <Field label="Créés à partir du" error={errors.segment_created_from?.message}>
          <Input type="date" {...register('segment_created_from')} />
        </Field>
        <Field label="Créés jusqu’au" error={errors.segment_created_to?.message}>
          <Input type="date" {...register('segment_created_to')} />
        </Field>
      </div>
      <p
        className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm"
        aria-live="polite"
        data-testid="audience-count"
      >
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {count.data ? (
          <span>
            <strong>{formatNumber(count.data.matching)}</strong> lead(s) dans ce segment, dont{' '}
            <strong>{formatNumber(count.data.eligible)}</strong> destinataire(s) : ceux qui ont accepté de recevoir nos
            e-mails et ne se sont pas désinscrits.
          </span>
        ) : count.isError ? (
          <span>Impossible de compter les destinataires.</span>
        ) : segment === null ? (
          <span>Corrigez le segment pour voir le nombre de destinataires.</span>
        ) : (
          <span>Calcul des destinataires...</span>
        )}
      </p>
    </div>
  );
}
