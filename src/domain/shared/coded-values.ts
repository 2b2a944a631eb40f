import type { BadgeVariant } from '@/components/ui/badge';

/** How a screen shows a coded value: its French name, and a badge colour that only repeats it. */
interface ValueDisplay {
  label: string;
  variant: BadgeVariant;
}

/**
 * The values a CHECK allows in one column, with their French names: a type guard and the label of
 * any stored value. A value the app does not know yet (added by a later migration) shows as
 * stored, never hidden.
 */
export function codedValues<const V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) {
  const is = (value: unknown): value is V => typeof value === 'string' && (values as readonly string[]).includes(value);
  return { is, label: (value: string): string => (is(value) ? labels[value] : value) };
}

/** The same with each value's badge colour; an unknown value gets an outline badge. */
export function badgedValues<const V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  variants: Readonly<Record<V, BadgeVariant>>,
) {
  const coded = codedValues(values, labels);
  return {
    ...coded,
    display: (value: string): ValueDisplay =>
      coded.is(value) ? { label: labels[value], variant: variants[value] } : { label: value, variant: 'outline' },
  };
}
