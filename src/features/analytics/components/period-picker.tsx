import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { isDay, MAX_PERIOD_DAYS, periodKindLabels, periodKinds, periodLength, type Period, type PeriodChoice, type PeriodKind } from '../period';

const kindOptions = periodKinds.map((kind) => ({ value: kind, label: periodKindLabels[kind] }));

interface PeriodPickerProps {
  period: PeriodChoice;
  onChoose: (kind: PeriodKind, custom?: Period) => void;
}

/** The French message of a custom period the database would refuse, or null. */
export function customPeriodError({ from, to }: Partial<Period>): { field: 'from' | 'to'; message: string } | null {
  if (!isDay(from)) return { field: 'from', message: 'Veuillez saisir une date de début valide.' };
  if (!isDay(to)) return { field: 'to', message: 'Veuillez saisir une date de fin valide.' };
  if (from > to) return { field: 'to', message: 'La date de fin doit suivre la date de début.' };
  if (periodLength({ from, to }) > MAX_PERIOD_DAYS) return { field: 'to', message: 'La période ne peut pas dépasser 10 ans.' };
  return null;
}

/** « 30 derniers jours » (the default), « Trimestre », « Année » or « Personnalisé » with two days. */
export function PeriodPicker({ period, onChoose }: PeriodPickerProps) {
  const [kind, setKind] = useState<PeriodKind>(period.kind);
  const [custom, setCustom] = useState<Period>({ from: period.from, to: period.to });
  const [error, setError] = useState<ReturnType<typeof customPeriodError>>(null);

  function chooseKind(next: PeriodKind) {
    setKind(next);
    setError(null);
    if (next !== 'perso') onChoose(next);
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const problem = customPeriodError(custom);
    setError(problem);
    if (!problem) onChoose('perso', custom);
  }

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate aria-label="Période analysée">
      <SelectField label="Période" value={kind} onChange={chooseKind} options={kindOptions} className="w-52" />
      {kind === 'perso' ? (
        <>
          <Field label="Du" error={error?.field === 'from' ? error.message : undefined} className="w-44">
            <Input type="date" value={custom.from} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
          </Field>
          <Field label="Au" error={error?.field === 'to' ? error.message : undefined} className="w-44">
            <Input type="date" value={custom.to} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
          </Field>
          <Button type="submit">Appliquer</Button>
        </>
      ) : null}
    </form>
  );
}
