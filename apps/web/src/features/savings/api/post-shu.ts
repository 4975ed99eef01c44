import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getShuYearsQueryOptions } from './get-shu-years';

/** POST /admin/shu/{year}/post: once; a second press answers what was posted. */
export async function postShu(year: number): Promise<string> {
  return (await staffApi.post<unknown>(`/admin/shu/${year}/post`, {})).message;
}

export function usePostShu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postShu,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getShuYearsQueryOptions().queryKey }),
  });
}
