import { ShieldAlert } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { loginRoute, paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const { user, roles, loading, signOut } = useAuth();
  const isStaff = roles.length > 0;
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from.startsWith('/admin') && from !== paths.admin.login ? from : paths.admin.dashboard;

  if (loading && user) return <Loading className="min-h-screen" />;
  if (user && isStaff) return <Navigate to={target} replace />;

  return (
    <div className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <title>{loginRoute.title}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to={paths.home} aria-label="Retour au site VisioLease">
            <BrandLogo />
          </Link>
          <h1 className="mt-4 text-2xl font-semibold text-navy">Espace administration</h1>
          <p className="text-sm text-muted-foreground">Connectez-vous avec votre compte professionnel.</p>
        </CardHeader>
        <CardContent>
          {user && !isStaff ? (
            <div role="alert" className="grid gap-4 rounded-md border border-warning/40 bg-[#fffbeb] p-4 text-sm text-[#78350f]">
              <p className="flex items-start gap-2">
                <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  Le compte <strong>{user.email}</strong> est bien connecté, mais il ne dispose d’aucun rôle donnant accès au
                  back-office. Demandez à un administrateur de vous en attribuer un, ou connectez-vous avec un autre compte.
                </span>
              </p>
              <Button variant="outline" onClick={() => void signOut()}>
                Se déconnecter
              </Button>
            </div>
          ) : (
            <>
              <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
              <p className="mt-4 text-center text-sm">
                <Link to={paths.admin.resetPassword} className="font-medium text-accent-strong underline-offset-4 hover:underline">
                  Mot de passe oublié ?
                </Link>
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
