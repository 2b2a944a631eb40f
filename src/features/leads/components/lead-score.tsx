import { scorePercent } from '@/domain/leads/status';

/** Score 0–100 as a bar whose width is the score in percent, plus the number. */
export function LeadScore({ score }: { score: number | null | undefined }) {
  const value = scorePercent(score);
  const tone = value >= 70 ? 'bg-[#16a34a]' : value >= 40 ? 'bg-accent-strong' : 'bg-[#f59e0b]';
  return (
    <div className="flex items-center gap-2">
      <div
        role="meter"
        aria-label="Score du lead"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} sur 100`}
        className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-muted"
      >
        <div data-slot="score-bar" className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
      <span className="w-7 text-right text-sm font-medium tabular-nums" aria-hidden="true">
        {value}
      </span>
    </div>
  );
}
