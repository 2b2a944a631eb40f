import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';

export function BackToContracts() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2 text-muted-foreground">
      <Link to={paths.admin.contracts}>
        <ArrowLeft aria-hidden="true" />
        Retour aux contrats
      </Link>
    </Button>
  );
}
