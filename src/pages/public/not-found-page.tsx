import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('Erreur 404 : page inexistante demandée :', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-accent-strong">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-navy">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        La page <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{location.pathname}</code> n’existe pas ou a été déplacée.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Retour à l’accueil</Link>
      </Button>
    </section>
  );
}
