import { Phone } from 'lucide-react';
import { PageIntro } from '@/components/layout/page-intro';
import { site } from '@/config/site';
import { ReportIncidentForm } from '@/features/service/components/report-incident-form';

/** /assistance (noindex): customers under contract report a breakdown, a breakage or a theft. */
export default function AssistancePage() {
  return (
    <>
      <PageIntro eyebrow="Assistance" title="Signaler un incident">
        <p>
          Une panne, une casse ou un vol sur le matériel de votre contrat&nbsp;? Décrivez-le ici&nbsp;: un technicien
          intervient sur site sous 48&nbsp;h (4&nbsp;h en formule premium), et un matériel de remplacement vous est
          fourni si la réparation dépasse 5 jours.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <section
          aria-labelledby="signalement-titre"
          className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8"
        >
          <h2 id="signalement-titre" className="text-2xl font-bold tracking-tight text-navy">
            Votre signalement
          </h2>
          <p className="mt-2 text-muted-foreground">
            Le numéro de contrat et l’adresse e-mail du contrat nous permettent de retrouver votre matériel. Vous
            recevrez un accusé de réception avec le numéro d’incident, puis un e-mail à chaque étape.
          </p>
          <div className="mt-8">
            <ReportIncidentForm />
          </div>
        </section>
        <aside aria-labelledby="urgence-titre" className="content-start rounded-lg bg-navy p-6 text-white shadow-sm">
          <Phone className="size-6 text-accent" aria-hidden="true" />
          <h2 id="urgence-titre" className="mt-3 text-lg font-semibold">
            Une urgence&nbsp;?
          </h2>
          <p className="mt-2 text-sm text-slate-200">Le support technique répond 24h/7j.</p>
          <a
            href={site.supportPhoneHref}
            className="mt-3 inline-block text-xl font-bold text-white underline underline-offset-4"
          >
            {site.supportPhone}
          </a>
        </aside>
      </div>
    </>
  );
}
