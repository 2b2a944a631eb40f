import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { site } from '@/config/site';

/** Where a client goes when the offer can no longer be accepted: a new request, or a call. */
export function AskForOffer() {
  return (
    <p>
      Besoin d’une nouvelle offre ?{' '}
      <Link to={paths.contactPro} className="font-medium text-accent-strong underline">
        Demandez un devis
      </Link>{' '}
      ou appelez-nous au {site.phone}.
    </p>
  );
}
