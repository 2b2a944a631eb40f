import { useState } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { DataRequestForm } from '@/features/privacy/components/data-request-form';
import { DataRequestList } from '@/features/privacy/components/data-request-list';
import { PersonalDataSearch } from '@/features/privacy/components/personal-data-search';
import { RetentionRuns } from '@/features/privacy/components/retention-runs';
import { useCan } from '@/lib/use-can';

/** /admin/privacy: data-rights requests and their deadline, what is held about an address, the daily purges. */
export default function PrivacyPage() {
  const canWrite = useCan('privacy', 'write');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Données personnelles"
        description="Demandes d’accès, d’effacement ou de rectification (réponse sous un mois), recherche et export des données d’une personne, purges automatiques."
      />
      <div className="grid gap-6">
        {canWrite ? <DataRequestForm /> : null}
        <DataRequestList onShowData={setEmail} />
        <PersonalDataSearch email={email} onSearch={setEmail} />
        <RetentionRuns />
      </div>
    </>
  );
}
