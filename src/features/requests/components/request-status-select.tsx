import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isQuoteStatus, quoteStatusLabels, requestTransitions, type QuoteStatus } from '@/domain/requests/status';
import type { QuoteRequest } from '../api/fetch-quote-requests';
import { useUpdateQuoteRequest } from '../api/update-quote-request';

/** The request's status, offering only the moves the workflow allows from where it is. */
export function RequestStatusSelect({ request, readOnly = false }: { request: QuoteRequest; readOnly?: boolean }) {
  const id = useId();
  const update = useUpdateQuoteRequest(request.id);
  const current = request.status;
  const choices: QuoteStatus[] = isQuoteStatus(current) ? [current, ...requestTransitions[current]] : [];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Statut</Label>
      <Select
        value={current}
        disabled={readOnly || update.isPending || choices.length === 0}
        onValueChange={(status) => {
          if (status === current || !isQuoteStatus(status)) return;
          update.mutate({ patch: { status }, success: `Statut passé à « ${quoteStatusLabels[status]} ».` });
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((status) => (
            <SelectItem key={status} value={status}>
              {quoteStatusLabels[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
