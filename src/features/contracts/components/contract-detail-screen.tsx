import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifyError } from '@/lib/notify';
import { useContract, type Contract } from '../api/fetch-contract';
import { BackToContracts } from './back-to-contracts';
import { ContractDetail } from './contract-detail';

/**
 * Loads one contract; a failure (missing, forbidden, offline) says so and returns to the list.
 * `billing` is the section another area adds under it (the schedule), given the contract.
 */
export function ContractDetailScreen({ id, billing }: { id: string; billing?: (contract: Contract) => ReactNode }) {
  const navigate = useNavigate();
  const { data, error } = useContract(id);
  const reported = useRef(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement du contrat impossible', error);
    notifyError('Impossible de charger le contrat.');
    navigate(paths.admin.contracts, { replace: true });
  }, [error, navigate]);

  if (!data) {
    return (
      <>
        <BackToContracts />
        <Loading />
      </>
    );
  }
  return <ContractDetail detail={data} billing={billing} />;
}
