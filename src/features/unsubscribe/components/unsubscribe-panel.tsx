import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /desinscription?token=…: the visible link of every campaign e-mail. Nothing happens on opening
 * (mail scanners open links); the button unsubscribes. Mail clients' own one-click button posts to
 * the unsubscribe edge function instead.
 */
export function UnsubscribePanel() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.data === true) {
    return (
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-4 font-medium">
        C’est fait : votre adresse est désinscrite. Vous ne recevrez plus nos campagnes d’information.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p>
        Vous ne recevrez plus nos campagnes d’information (nouveautés, offres, invitations). Les e-mails liés à vos demandes et
        à vos commandes continueront de vous parvenir.
      </p>
      <div>
        <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          <MailX aria-hidden="true" />
          {unsubscribe.isPending ? 'Désinscription...' : 'Me désinscrire'}
        </Button>
      </div>
      {unsubscribe.data === false ? (
        <p role="alert" className="font-medium text-destructive">
          Ce lien de désinscription n’est pas valide. Écrivez-nous à {site.email} et nous vous désinscrirons.
        </p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="font-medium text-destructive">
          La désinscription n’a pas pu être enregistrée. Réessayez dans quelques instants.
        </p>
      ) : null}
    </div>
  );
}
