import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';

export function BackToOrders() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2 text-muted-foreground">
      <Link to={paths.admin.orders}>
        <ArrowLeft aria-hidden="true" />
        Retour aux commandes
      </Link>
    </Button>
  );
}
