import type { SukarelaPlanRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSukarelaPlanQueryOptions } from './get-sukarela-plan';

/** PUT /Simpanan/Sukarela/Bulanan: the monthly amount deducted from salary (0 stops it); answers the server's sentence. */
export async function setSukarelaPlan(request: SukarelaPlanRequest): Promise<string> {
  return (await apiRequest<unknown>('/Simpanan/Sukarela/Bulanan', { method: 'PUT', body: request })).message;
}

/** Setting or stopping the plan; the card's figures are read again afterwards, whatever the outcome. */
export function useSetSukarelaPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSukarelaPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSukarelaPlanQueryOptions().queryKey }),
  });
}
