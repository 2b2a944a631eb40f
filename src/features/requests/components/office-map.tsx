import { MapPin, TrainFront } from 'lucide-react';
import { site } from '@/config/site';
import { officeAccess } from '@/content/contact';
import { cn } from '@/lib/utils';

/**
 * A static, self-drawn map of the office's neighbourhood (Paris 9e): no third-party
 * map tiles, no tracking, nothing fetched from another origin.
 */
export function OfficeMap({ className, headingId, wide = false }: { className?: string; headingId?: string; wide?: boolean }) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'overflow-hidden rounded-lg border border-border bg-card shadow-sm',
        wide && 'md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center',
        className,
      )}
    >
      <div className="relative">
        <svg
          viewBox="0 0 600 340"
          role="img"
          aria-label={`Plan schématique du quartier de l’Opéra à Paris : nos bureaux se trouvent ${site.address.street}, près du boulevard Haussmann.`}
          className="block aspect-[600/340] w-full"
        >
          <rect width="600" height="340" fill="#0b1f3a" />
          <g fill="#13294b">
            <path d="M0 0h150l-12 120H0z" />
            <path d="M170 0h140l-6 118H158z" />
            <path d="M346 0h120l14 112H340z" />
            <path d="M490 0h110v104H504z" />
            <path d="M0 148h134l-10 70H0z" />
            <path d="M154 146h148l-4 72H146z" />
            <path d="M344 142h140l10 76H342z" />
            <path d="M512 134h88v84h-78z" />
            <path d="M0 250h120l-8 90H0z" />
            <path d="M140 250h154l-4 90H132z" />
            <path d="M342 250h156l12 90H338z" />
            <path d="M530 250h70v90h-62z" />
          </g>
          <g fill="none" stroke="#1c3a66" strokeLinecap="round">
            <path d="M0 134 L600 124" strokeWidth="18" />
            <path d="M0 236 L600 236" strokeWidth="22" />
            <path d="M160 0 L140 340" strokeWidth="12" />
            <path d="M486 0 L520 340" strokeWidth="12" />
            <path d="M40 0 L600 300" strokeWidth="8" opacity="0.55" />
          </g>
          <path d="M328 0 L320 340" fill="none" stroke="#22d3ee" strokeOpacity="0.55" strokeWidth="10" strokeLinecap="round" />
          <g fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fill="#a5b4c8">
            <text x="62" y="226" fontWeight="600">
              Boulevard Haussmann
            </text>
            <text x="372" y="120">
              Rue La Fayette
            </text>
            <text x="352" y="296" fill="#67e8f9" fontWeight="600">
              Rue de la Chaussée-d’Antin
            </text>
          </g>
          <g>
            <circle cx="96" cy="290" r="6" fill="#a5b4c8" />
            <text x="108" y="294" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fill="#e2e8f0">
              Opéra
            </text>
            <circle cx="78" cy="62" r="6" fill="#a5b4c8" />
            <text x="90" y="66" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fill="#e2e8f0">
              Gare Saint-Lazare
            </text>
            <circle cx="250" cy="236" r="5" fill="#a5b4c8" />
            <text x="204" y="262" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="11" fill="#e2e8f0">
              Galeries Lafayette
            </text>
          </g>
          <g transform="translate(324 178)">
            <circle r="34" fill="#22d3ee" opacity="0.14" />
            <circle r="20" fill="#22d3ee" opacity="0.22" />
            <path d="M0 8 C-12 -6 -14 -14 -14 -20 A14 14 0 0 1 14 -20 C14 -14 12 -6 0 8 Z" fill="#22d3ee" stroke="#06122a" strokeWidth="2" />
            <circle cy="-20" r="5" fill="#06122a" />
          </g>
          <g transform="translate(352 160)">
            <rect width="94" height="30" rx="6" fill="#ffffff" />
            <text x="12" y="20" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="13" fontWeight="700" fill="#0b1f3a">
              {site.brand}
            </text>
          </g>
        </svg>
      </div>
      <div className={cn('grid gap-4 p-6', wide ? 'sm:grid-cols-2 md:grid-cols-1 md:p-8' : 'sm:grid-cols-2')}>
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-navy">
            <MapPin className="size-5 text-accent-strong" aria-hidden="true" />
            {officeAccess.title}
          </h2>
          <address className="mt-2 text-sm not-italic leading-relaxed text-foreground">
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}, {site.address.country}
          </address>
          <p className="mt-2 text-xs text-muted-foreground">{officeAccess.note}</p>
        </div>
        <ul className="space-y-2 text-sm text-muted-foreground">
          {officeAccess.lines.map((line) => (
            <li key={line} className="flex gap-2">
              <TrainFront className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
