import { ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/routes';

/** A screen the user's roles do not open: said plainly, with a way back (no redirect, so no loop). */
export function AccessDenied() {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 py-16 text-center">
      <title>Accès refusé — VisioLease</title>
      <ShieldX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-navy">Accès refusé</h1>
      <p className="text-muted-foreground">
        Vos rôles ne donnent pas accès à cette page. Si vous en avez besoin, demandez à un administrateur de
        compléter vos droits.
      </p>
      <Link to={paths.admin.dashboard} className={buttonVariants({ variant: 'outline' })}>
        Retour au tableau de bord
      </Link>
    </div>
  );
}
