import { Clock, Mail, PhoneCall, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { helpCenterPageText as text } from '@/content/info-pages';

/** The support call to action: the 24/7 breakdown line, the e-mail and a link to the contact form. */
export function HelpSupportCta() {
  return (
    <section aria-labelledby="aide-supplementaire-titre" className="relative overflow-hidden bg-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgba(34,211,238,0.18),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:px-8">
        <div>
          <h2 id="aide-supplementaire-titre" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {text.ctaTitle}
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-slate-200">{text.ctaText}</p>
          <ul className="mt-6 space-y-2 text-sm text-slate-300">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-accent" aria-hidden="true" />
              <a href={`mailto:${site.supportEmail}`} className="hover:text-white hover:underline">
                {site.supportEmail}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              <span>{site.openingHours.map((slot) => `${slot.days}\u00a0: ${slot.hours}`).join(' · ')}</span>
            </li>
          </ul>
        </div>
        <div className="rounded-xl border border-white/15 bg-white/5 p-6 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{text.ctaPhoneLabel}</p>
          <a
            href={site.supportPhoneHref}
            className="mt-3 inline-flex items-center gap-3 text-3xl font-bold tracking-tight hover:text-accent sm:text-4xl"
          >
            <PhoneCall className="size-7 shrink-0 text-accent" aria-hidden="true" />
            {site.supportPhone}
          </a>
          <Button asChild variant="accent" size="lg" className="mt-6 w-full sm:w-auto">
            <Link to={paths.contact}>
              <Send aria-hidden="true" />
              {text.ctaMessage}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
