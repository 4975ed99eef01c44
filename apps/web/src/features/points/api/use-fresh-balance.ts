import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions } from '@/lib/api/get-me';

/** Points pages read the balance from the stored user: ask the server for it again when one opens. */
export function useFreshBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  }, [queryClient]);
}
