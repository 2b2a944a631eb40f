import { legalPages } from '@/content/legal';
import { CookiePreferencesButton } from '@/features/cookie-consent/components/cookie-preferences-button';
import { LegalDocument } from '@/features/legal/components/legal-document';

export default function CookiesPage() {
  return (
    <LegalDocument page={legalPages.cookies}>
      <div className="mt-8 flex flex-col gap-4 rounded-lg border border-border bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-navy">
          Vous pouvez accepter, refuser ou personnaliser les cookies à tout moment. Votre choix est conservé 6&nbsp;mois.
        </p>
        <CookiePreferencesButton className="shrink-0" />
      </div>
    </LegalDocument>
  );
}
