import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getMeQueryOptions } from '@/lib/api/get-me';
import { isPastHydration } from '@/lib/use-hydrated';

/**
 * Points pages read the balance from the stored user: ask the server for it again when one opens. Not when the page
 * came rendered from the server: its balance was read for that very page, and reading it again re-rendered the page
 * right after its hydration (bench/figures/pages-7.md).
 */
export function useFreshBalance(): void {
  const queryClient = useQueryClient();
  const [cameWithThePage] = useState(() => !isPastHydration());
  useEffect(() => {
    if (!cameWithThePage) void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  }, [queryClient, cameWithThePage]);
}
