import { Clock, LifeBuoy, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { cn } from '@/lib/utils';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-accent-strong [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</p>
        <div className="mt-0.5 text-sm text-foreground">{children}</div>
      </div>
    </li>
  );
}

/** Phone, e-mail, support line and the Paris address, all from `site`. */
export function ContactDetails({ className, headingId }: { className?: string; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className={cn('rounded-lg border border-border bg-card p-6 shadow-sm', className)}>
      <h2 id={headingId} className="text-lg font-semibold text-navy">
        Nos coordonnées
      </h2>
      <ul className="mt-5 space-y-4">
        <Row icon={<Phone aria-hidden="true" />} label="Téléphone">
          <a href={site.phoneHref} className="text-base font-semibold text-navy hover:text-accent-strong">
            {site.phone}
          </a>
        </Row>
        <Row icon={<Mail aria-hidden="true" />} label="E-mail">
          <a href={`mailto:${site.email}`} className="break-all font-medium text-navy hover:text-accent-strong">
            {site.email}
          </a>
        </Row>
        <Row icon={<MapPin aria-hidden="true" />} label="Adresse">
          <address className="not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
          </address>
        </Row>
        <Row icon={<LifeBuoy aria-hidden="true" />} label="Assistance technique 24h/7j">
          <a href={site.supportPhoneHref} className="font-medium text-navy hover:text-accent-strong">
            {site.supportPhone}
          </a>
          <span className="block text-xs text-muted-foreground">Pour les pannes de matériel sous contrat</span>
        </Row>
      </ul>
    </section>
  );
}

/** Opening hours from `site.openingHours` (Mon–Fri 9h–19h, Sat 10h–18h, Sun closed). */
export function OpeningHours({ className, headingId }: { className?: string; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className={cn('rounded-lg border border-border bg-card p-6 shadow-sm', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-navy">
        <Clock className="size-5 text-accent-strong" aria-hidden="true" />
        Horaires d’ouverture
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm">
        {site.openingHours.map((slot) => (
          <div key={slot.days} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-foreground">{slot.days}</dt>
            <dd className={cn('font-semibold tabular-nums', slot.hours === 'Fermé' ? 'text-muted-foreground' : 'text-navy')}>
              {slot.hours}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
        En dehors de ces horaires, laissez-nous un message&nbsp;: nous vous rappelons dès la réouverture. E-mails traités sous 24h.
      </p>
    </section>
  );
}
