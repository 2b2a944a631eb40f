import { ChevronDown, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCan } from '@/lib/use-can';
import { cn } from '@/lib/utils';
import { isLeadStatus, leadStatuses, leadStatusLabels } from '@/domain/leads/status';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadStatusBadge } from './lead-status-badge';

interface LeadStatusSelectProps {
  leadId: string;
  status: string;
  contactLabel: string;
}

const triggerClass = 'h-8 w-fit max-w-full justify-start border-transparent bg-transparent px-1.5 hover:border-input';
const openKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The inline status selector of a row (spec §4): any status may be set from any other, and each
 * change also stamps last_contact_date. The trigger shows the status as its badge (an unknown
 * value as itself in an outline badge); while the write runs it shows the chosen status and a spinner.
 *
 * A Radix select per row costs a few milliseconds to mount (it renders its items even when
 * closed), and scrolling or searching 10 000 leads mounts rows all the time. So a row first shows
 * a look-alike trigger, and the real select is mounted — already open — on the first pointer
 * press or opening key; it then stays.
 */
export function LeadStatusSelect(props: LeadStatusSelectProps) {
  const [armed, setArmed] = useState(false);
  const listboxId = useId();
  const canWrite = useCan('leads', 'write');
  if (!canWrite) return <LeadStatusBadge status={props.status} />;
  if (armed) return <ArmedLeadStatusSelect {...props} />;

  function arm(event: PointerEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) {
    if ('button' in event && (event.button !== 0 || event.ctrlKey)) return;
    if ('key' in event && !openKeys.has(event.key)) return;
    event.preventDefault();
    setArmed(true);
  }

  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      // The list does not exist until the select is mounted (allowed for a collapsed combobox).
      aria-controls={listboxId}
      aria-haspopup="listbox"
      aria-autocomplete="none"
      aria-label={`Statut du lead ${props.contactLabel}`}
      data-slot="select-trigger"
      onPointerDown={arm}
      onKeyDown={arm}
      className={cn(
        'flex items-center gap-2 rounded-md border text-left text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        triggerClass,
      )}
    >
      <span className="flex items-center gap-1.5">
        <LeadStatusBadge status={props.status} />
      </span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}

function ArmedLeadStatusSelect({ leadId, status, contactLabel }: LeadStatusSelectProps) {
  const update = useUpdateLeadStatus(leadId);
  const shown = update.isPending && update.variables ? update.variables : status;
  const [open, setOpen] = useState(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Mounted open in place of the look-alike: when it closes, the focus belongs to its trigger.
  useEffect(() => {
    if (!open && document.activeElement === document.body) triggerRef.current?.focus();
  }, [open]);

  return (
    <Select
      value={shown}
      open={open}
      onOpenChange={setOpen}
      onValueChange={(value) => {
        // While a write runs the trigger stays focusable (disabling it would drop the keyboard focus) but ignores changes.
        if (!update.isPending && isLeadStatus(value) && value !== status) update.mutate(value);
      }}
    >
      <SelectTrigger
        ref={triggerRef}
        className={triggerClass}
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
