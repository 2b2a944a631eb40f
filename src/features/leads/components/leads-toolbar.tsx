import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '@/domain/leads/status';

interface LeadsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LeadStatus | null;
  onStatusChange: (status: LeadStatus | null) => void;
}

/** Search box (name, e-mail, company) and the status filter; the database applies both. */
export function LeadsToolbar({ search, onSearchChange, status, onStatusChange }: LeadsToolbarProps) {
  return (
    <ListToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Rechercher par email, nom ou société..."
      searchLabel="Rechercher un lead"
    >
      <FilterSelect
        value={status}
        onChange={onStatusChange}
        options={leadStatuses}
        optionLabels={leadStatusLabels}
        allLabel="Tous les statuts"
        label="Filtrer par statut"
        className="md:w-56"
      />
    </ListToolbar>
  );
}
