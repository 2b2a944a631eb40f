import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { readEmailLink } from '@/features/auth/api/password-links';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { notifySuccess } from '@/lib/notify';

const headings = {
  invite: {
    title: 'Choisissez votre mot de passe',
    intro: 'Bienvenue dans l’espace d’administration VisioLease. Choisissez le mot de passe de votre compte.',
  },
  recovery: { title: 'Nouveau mot de passe', intro: 'Choisissez un nouveau mot de passe pour votre compte.' },
  request: {
    title: 'Mot de passe oublié',
    intro: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
} as const;

/** /admin/reset-password: asks for a reset link, or — opened from an invitation or reset e-mail — sets the password. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const link = readEmailLink(location.search);
  const { title, intro } = headings[link?.type ?? 'request'];

  return (
    <div className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <title>{`${title} — VisioLease`}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to={paths.home} aria-label="Retour au site VisioLease">
            <BrandLogo />
          </Link>
          <h1 className="mt-4 text-2xl font-semibold text-navy">{title}</h1>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {link ? (
            <NewPasswordForm
              link={link}
              onDone={() => {
                notifySuccess('Votre mot de passe est enregistré.');
                navigate(paths.admin.dashboard, { replace: true });
              }}
            />
          ) : (
            <ForgotPasswordForm />
          )}
          <p className="text-center text-sm">
            <Link to={paths.admin.login} className="font-medium text-accent-strong underline-offset-4 hover:underline">
              Retour à la connexion
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
