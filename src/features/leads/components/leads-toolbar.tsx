import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isLeadStatus, leadStatuses, leadStatusLabels, type LeadStatus } from '../status';

const ALL = 'all';

interface LeadsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LeadStatus | null;
  onStatusChange: (status: LeadStatus | null) => void;
}

/** Search box (client-side, on e-mail, full name and company) and the status filter (server-side). */
export function LeadsToolbar({ search, onSearchChange, status, onStatusChange }: LeadsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Rechercher par email, nom ou société..."
          aria-label="Rechercher un lead"
          className="pl-9"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Select value={status ?? ALL} onValueChange={(value) => onStatusChange(isLeadStatus(value) ? value : null)}>
        <SelectTrigger className="md:w-56" aria-label="Filtrer par statut">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Tous les statuts</SelectItem>
          {leadStatuses.map((value) => (
            <SelectItem key={value} value={value}>
              {leadStatusLabels[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
