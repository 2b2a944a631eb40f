import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { staffName, useStaff } from '../api/fetch-staff';
import type { QuoteRequest } from '../api/fetch-quote-requests';
import { useUpdateQuoteRequest } from '../api/update-quote-request';

/** Radix reserves the empty string; this value stands for "nobody". */
const NOBODY = 'none';

/**
 * Who follows the request, among the staff. Only the roles that assign owners read the staff
 * directory; the others see whether the request is assigned.
 */
export function RequestOwnerSelect({ request, readOnly = false }: { request: QuoteRequest; readOnly?: boolean }) {
  if (readOnly) return <RequestOwner request={request} />;
  return <OwnerSelect request={request} />;
}

function RequestOwner({ request }: { request: QuoteRequest }) {
  return (
    <div className="grid gap-1.5 text-sm">
      <span className="font-medium">Responsable</span>
      <span className="text-muted-foreground">
        {request.owner_id === null ? 'Non attribuée' : 'Attribuée à un membre de l’équipe'}
      </span>
    </div>
  );
}

function OwnerSelect({ request }: { request: QuoteRequest }) {
  const id = useId();
  const staff = useStaff();
  const update = useUpdateQuoteRequest(request.id);
  const members = staff.data ?? [];
  // An owner who has left the staff still shows, by id, until someone else is chosen.
  const ownerKnown = request.owner_id === null || members.some((m) => m.id === request.owner_id);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Responsable</Label>
      <Select
        value={request.owner_id ?? NOBODY}
        disabled={update.isPending || staff.isPending}
        onValueChange={(value) => {
          const owner = value === NOBODY ? null : value;
          if (owner === request.owner_id) return;
          const member = members.find((m) => m.id === owner);
          update.mutate({
            patch: { owner_id: owner },
            success: member ? `Demande attribuée à ${staffName(member)}.` : 'La demande n’est plus attribuée.',
          });
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NOBODY}>Non attribuée</SelectItem>
          {members.map((member) => (
            <SelectItem key={member.id} value={member.id}>
              {staffName(member)}
            </SelectItem>
          ))}
          {ownerKnown ? null : <SelectItem value={request.owner_id as string}>Ancien membre de l’équipe</SelectItem>}
        </SelectContent>
      </Select>
    </div>
  );
}
