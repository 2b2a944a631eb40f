import { X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import type { ParamPatch } from '@/components/data-list/use-query-params';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { auditActionLabels, auditActions, auditAreaLabels, auditAreas } from '@/domain/audit/labels';
import { personLabel, usePeople } from '@/domain/team/people';
import { hasActiveFilter, type AuditFilters } from '../filters';

/** The select's "no filter" value: Radix reserves the empty string. */
const ALL = 'all';

type Patch = (changes: ParamPatch, options?: { replace?: boolean }) => void;

interface AuditFiltersBarProps {
  filters: AuditFilters;
  patch: Patch;
  /** The e-mail of the person filtered on, when the list of accounts no longer has them (a deleted account). */
  personEmail?: string | null;
}

/** Both days travel together through one debounce, so two quick edits never overwrite each other. */
const SEPARATOR = '|';

function DayField({
  label,
  value,
  onChange,
  min,
  max,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Who, where, what and when: every filter of the journal, each labelled, each kept in the URL. */
export function AuditFiltersBar({ filters, patch, personEmail }: AuditFiltersBarProps) {
  const people = usePeople();

  const personOptions = useMemo(() => {
    const options = [{ value: ALL, label: 'Toutes les personnes' }];
    const known = people.data ?? [];
    for (const person of known) options.push({ value: person.id, label: personLabel(person) });
    // A link or a Back to a person whose account is gone (or a list that did not load) still names them.
    if (filters.person && !known.some((person) => person.id === filters.person)) {
      options.push({
        value: filters.person,
        label: personEmail ?? (people.isPending ? 'Chargement...' : 'Compte supprimé'),
      });
    }
    return options;
  }, [people.data, people.isPending, filters.person, personEmail]);

  const areaOptions = useMemo(
    () => [
      { value: ALL, label: 'Toutes les zones' },
      ...auditAreas.map((area) => ({ value: area, label: auditAreaLabels[area] })),
    ],
    [],
  );
  const actionOptions = useMemo(
    () => [
      { value: ALL, label: 'Toutes les actions' },
      ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
    ],
    [],
  );

  // The URL follows the date fields 400 ms later: typing a year (2 → 20 → 202 → 2026) asks for one list, not four.
  const commitDays = useCallback(
    (value: string) => {
      const [from = '', to = ''] = value.split(SEPARATOR);
      patch({ from: from || null, to: to || null }, { replace: true });
    },
    [patch],
  );
  const [days, setDays] = useDebouncedSearch(`${filters.from ?? ''}${SEPARATOR}${filters.to ?? ''}`, commitDays, 400);
  const [fromText = '', toText = ''] = days.split(SEPARATOR);
  const reversed = filters.from !== null && filters.to !== null && filters.from > filters.to;

  return (
    <div className="grid gap-2">
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))_auto]">
        <SelectField
          label="Personne"
          value={filters.person ?? ALL}
          onChange={(value) => patch({ person: value === ALL ? null : value })}
          options={personOptions}
        />
        <SelectField
          label="Zone"
          value={filters.area ?? ALL}
          onChange={(value) => patch({ area: value === ALL ? null : value })}
          options={areaOptions}
        />
        <SelectField
          label="Action"
          value={filters.action ?? ALL}
          onChange={(value) => patch({ action: value === ALL ? null : value })}
          options={actionOptions}
        />
        <DayField
          label="Du"
          value={fromText}
          onChange={(from) => setDays(`${from}${SEPARATOR}${toText}`)}
          max={toText}
        />
        <DayField
          label="Au (inclus)"
          value={toText}
          onChange={(to) => setDays(`${fromText}${SEPARATOR}${to}`)}
          min={fromText}
          error={reversed ? 'La date de fin précède la date de début.' : undefined}
        />
        {hasActiveFilter(filters) ? (
          <Button
            variant="ghost"
            className="lg:mt-6"
            onClick={() => patch({ person: null, area: null, action: null, from: null, to: null })}
          >
            <X aria-hidden="true" />
            Effacer les filtres
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">Les dates et heures sont celles de Paris.</p>
    </div>
  );
}
