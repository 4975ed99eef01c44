import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Points pages read the balance from the stored user: ask the server for it again when one opens. */
export function useFreshBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient]);
}
