import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchField } from '@/components/data-list/search-field';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Loading } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import { z } from '@/lib/zod';
import { useChosenContract, useContractChoices, type ChosenContract } from '../api/fetch-contract-choices';
import { useOpenIncident } from '../api/incident-actions';
import { incidentDescription, reportLimits } from '../report-schema';
import { incidentTypeLabels, incidentTypes } from '@/domain/service/status';

const openIncidentSchema = z.object({
  contractItemId: z.string(),
  type: z.enum(incidentTypes, { error: 'Choisissez le type d’incident.' }),
  description: incidentDescription(reportLimits.staffDescriptionMax),
});
type OpenIncidentValues = z.input<typeof openIncidentSchema>;
type OpenIncidentOutput = z.output<typeof openIncidentSchema>;

const contractLabel = (contract: ChosenContract['contract']) =>
  `${contract.contract_number} · ${contract.customer_company || `${contract.customer_first_name} ${contract.customer_last_name}`}`;

function ContractPicker({ onPick }: { onPick: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const { data, isPending, error } = useContractChoices(search.trim());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contrat concerné</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Numéro de contrat, société, nom ou e-mail..."
          label="Rechercher un contrat"
        />
        {isPending ? (
          <Loading />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, 'Impossible de charger les contrats.')}
          </p>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun contrat trouvé.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Contrats">
            {data.map((contract) => (
              <li
                key={contract.id}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <span className="min-w-0 truncate text-sm">{contractLabel(contract)}</span>
                <Button type="button" size="sm" variant="outline" onClick={() => onPick(contract.id)}>
                  Choisir
                  <span className="sr-only"> le contrat {contract.contract_number}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function IncidentFields({ chosen }: { chosen: ChosenContract }) {
  const navigate = useNavigate();
  const open = useOpenIncident((id) => navigate(paths.admin.incident(id)));
  const form = useForm<OpenIncidentValues, unknown, OpenIncidentOutput>({
    resolver: zodResolver(openIncidentSchema),
    defaultValues: { contractItemId: '', type: '' as OpenIncidentValues['type'], description: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await open
      .mutateAsync({
        contractId: chosen.contract.id,
        contractItemId: values.contractItemId || null,
        type: values.type,
        description: values.description,
      })
      .catch(() => {
        // Said by the mutation's toast; what was typed stays.
      });
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{`Contrat ${contractLabel(chosen.contract)}`}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Équipement concerné" hint="Facultatif : tout le contrat si aucun.">
            <NativeSelect {...form.register('contractItemId')}>
              <option value="">Tout le contrat</option>
              {chosen.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {`${item.position}. ${item.product_name}${item.serial_number ? ` · n° ${item.serial_number}` : ''}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Type d’incident" required error={errors.type?.message}>
            <NativeSelect {...form.register('type')}>
              <option value="">Choisir…</option>
              {incidentTypes.map((type) => (
                <option key={type} value={type}>
                  {incidentTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea rows={5} {...form.register('description')} />
          </Field>
          <div>
            <Button type="submit" disabled={open.isPending}>
              <Check aria-hidden="true" />
              {open.isPending ? 'Ouverture...' : 'Ouvrir l’incident'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/incidents/new (?contract={id} comes with the contract chosen): staff open an incident. */
export function OpenIncidentForm() {
  const [params, setParams] = useSearchParams();
  const contractParam = params.get('contract');
  const contractId = isUuid(contractParam ?? undefined) ? contractParam : null;
  const chosen = useChosenContract(contractId);
  return (
    <>
      <AdminPageHeader
        title="Ouvrir un incident"
        description="Le délai d’intervention (48 h, 4 h en premium) court dès l’ouverture ; le client reçoit l’accusé de réception."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.admin.incidents}>
              <ArrowLeft aria-hidden="true" />
              Retour aux incidents
            </Link>
          </Button>
        }
      />
      <div className="grid max-w-3xl gap-6">
        {!contractId ? (
          <ContractPicker onPick={(id) => setParams({ contract: id })} />
        ) : chosen.isPending ? (
          <Loading />
        ) : chosen.error || !chosen.data ? (
          <p role="alert" className="text-destructive">
            {errorMessage(chosen.error, 'Ce contrat est introuvable.')}
          </p>
        ) : (
          <>
            <IncidentFields key={chosen.data.contract.id} chosen={chosen.data} />
            <div>
              <Button type="button" variant="ghost" onClick={() => setParams({})}>
                Choisir un autre contrat
              </Button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
