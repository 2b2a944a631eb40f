import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import type { EndOfLeaseValues, InstallationPlanValues } from '../schemas';
import { planInstallation, recordEndOfLease, signInstallationReport, updateSerialNumber } from './contract-writes';
import { contractKeys } from './keys';

/** After a write: the contract and the lists that show it. */
function useInvalidateContract(contractId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
      queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
    ]);
}

export function useUpdateSerialNumber(contractId: string) {
  const invalidate = useInvalidateContract(contractId);
  return useMutation({
    mutationFn: ({ itemId, serialNumber }: { itemId: string; serialNumber: string | null }) =>
      updateSerialNumber(itemId, serialNumber),
    onSuccess: invalidate,
  });
}

export function usePlanInstallation(contractId: string) {
  const invalidate = useInvalidateContract(contractId);
  return useMutation({
    mutationFn: (values: InstallationPlanValues) => planInstallation(contractId, values),
    onSuccess: invalidate,
  });
}

export function useSignInstallationReport(contractId: string) {
  const invalidate = useInvalidateContract(contractId);
  return useMutation({
    mutationFn: (signedName: string) => signInstallationReport(contractId, signedName),
    onSuccess: invalidate,
  });
}

export function useRecordEndOfLease(contractId: string) {
  const invalidate = useInvalidateContract(contractId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EndOfLeaseValues) => recordEndOfLease(contractId, values),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: queryRoots.offers }),
        queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ]),
  });
}
