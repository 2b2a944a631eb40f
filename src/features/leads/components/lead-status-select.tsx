import { Loader2 } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { isLeadStatus, leadStatuses, leadStatusLabels } from '../status';
import { LeadStatusBadge } from './lead-status-badge';

/**
 * The inline status selector of a row (spec §4): any status may be set from any other, and each
 * change also stamps last_contact_date. The trigger shows the status as its badge (an unknown
 * value as itself in an outline badge); while the write runs it shows the chosen status and a spinner.
 */
export function LeadStatusSelect({
  leadId,
  status,
  contactLabel,
}: {
  leadId: string;
  status: string;
  contactLabel: string;
}) {
  const update = useUpdateLeadStatus(leadId);
  const shown = update.isPending && update.variables ? update.variables : status;
  return (
    <Select
      value={shown}
      onValueChange={(value) => {
        // While a write runs the trigger stays focusable (disabling it would drop the keyboard focus) but ignores changes.
        if (!update.isPending && isLeadStatus(value) && value !== status) update.mutate(value);
      }}
    >
      <SelectTrigger
        className="h-8 w-fit max-w-full justify-start border-transparent bg-transparent px-1.5 hover:border-input"
        aria-label={`Statut du lead ${contactLabel}`}
        aria-busy={update.isPending || undefined}
      >
        <SelectValue>
          <span className="flex items-center gap-1.5">
            <LeadStatusBadge status={shown} />
            {update.isPending ? (
              <Loader2 className="size-3.5 animate-spin text-muted-foreground" aria-hidden="true" />
            ) : null}
          </span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {leadStatuses.map((value) => (
          <SelectItem key={value} value={value}>
            {leadStatusLabels[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
