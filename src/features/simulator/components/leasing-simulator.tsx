import { ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { paths } from '@/config/routes';
import { simulatorNote } from '@/content/leasing/explainer';
import { simulatorText } from '@/content/leasing-pages';
import { formatEuroRounded, formatNumber } from '@/lib/format';
import { monthlyEstimate } from '@/lib/leasing';
import { DURATION_MONTHS, EQUIPMENT_VALUE } from '../monthly-estimate';

/**
 * Intl groups French thousands with a narrow no-break space (U+202F), which Inter draws almost
 * invisibly at display sizes (« 1500 € »): shown amounts use a regular no-break space instead.
 */
const euros = (value: number) => formatEuroRounded(value).replace(/\u202f/g, '\u00a0');
const months = (value: number) => `${value} mois`;
const valueText = (value: number) => `${euros(value)}\u00a0HT`;

/** The monthly-payment simulator of /leasing (spec §4, §5, §9): two sliders and a live estimate. */
export function LeasingSimulator() {
  const [value, setValue] = useState<number>(EQUIPMENT_VALUE.initial);
  const [duration, setDuration] = useState<number>(DURATION_MONTHS.initial);
  const estimate = monthlyEstimate(value, duration);

  return (
    <div className="grid overflow-hidden rounded-2xl border border-border bg-white shadow-[0_24px_60px_-30px_rgba(11,31,58,0.35)] lg:grid-cols-[1.25fr_1fr]">
      <div className="space-y-10 p-6 sm:p-10">
        <SliderField
          id="simulateur-valeur"
          label={simulatorText.valueLabel}
          display={valueText(value)}
          min={EQUIPMENT_VALUE.min}
          max={EQUIPMENT_VALUE.max}
          step={EQUIPMENT_VALUE.step}
          value={value}
          onChange={setValue}
          format={valueText}
          spoken={(amount) => `${formatNumber(amount)} euros hors taxes`}
        />
        <SliderField
          id="simulateur-duree"
          label={simulatorText.durationLabel}
          display={months(duration)}
          min={DURATION_MONTHS.min}
          max={DURATION_MONTHS.max}
          step={DURATION_MONTHS.step}
          value={duration}
          onChange={setDuration}
          format={months}
          spoken={months}
        />
        <p className="text-sm leading-relaxed text-muted-foreground">{simulatorNote}</p>
      </div>

      <div className="relative flex flex-col justify-between gap-8 overflow-hidden bg-navy p-6 text-white sm:p-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.25),transparent_60%)]"
        />
        <div className="relative">
          <p id="simulateur-resultat-titre" className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">
            {simulatorText.resultLabel}
          </p>
          <p
            aria-labelledby="simulateur-resultat-titre"
            aria-live="polite"
            aria-atomic="true"
            data-testid="simulator-result"
            className="mt-3 flex flex-wrap items-baseline gap-x-2"
          >
            <span className="text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">{euros(estimate)}</span>{' '}
            <span className="text-lg font-medium text-slate-300">{simulatorText.perMonth}</span>
          </p>
          <p className="mt-3 text-sm text-slate-300">
            {simulatorText.totalLabel}{' '}
            <span className="font-semibold text-white">{`${euros(estimate * duration)}\u00a0HT`}</span>
          </p>
          <ul className="mt-8 space-y-3">
            {simulatorText.included.map((item) => (
              <li key={item} className="flex items-center gap-3 text-sm text-slate-100">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <Button asChild variant="accent" size="lg" className="relative w-full sm:w-auto">
          <Link to={paths.contactPro}>
            {simulatorText.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function SliderField({
  id,
  label,
  display,
  min,
  max,
  step,
  value,
  onChange,
  format,
  spoken,
}: {
  id: string;
  label: string;
  display: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  spoken: (value: number) => string;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-label`} className="text-base font-semibold text-navy">
          {label}
        </p>
        <p aria-hidden="true" className="text-2xl font-bold tracking-tight text-navy tabular-nums">
          {display}
        </p>
      </div>
      <Slider
        className="mt-5"
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? value)}
        aria-label={label}
        aria-valuetext={spoken(value)}
      />
      <div aria-hidden="true" className="mt-3 flex justify-between text-xs font-medium text-muted-foreground">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
