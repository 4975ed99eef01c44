import type { ShuDecision, ShuDecisionRequest, ShuPreview } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { fetchDocument } from '@/lib/staff-documents';

export type { ShuDecision, ShuPreview };

const shuKey = ['staff', 'shu'] as const;

/** GET /admin/shu: the years with a RAT decision, newest first. */
export function useShuYears() {
  return useQuery({
    queryKey: shuKey,
    queryFn: async ({ signal }) => (await staffApi.get<ShuDecision[]>('/admin/shu', signal)).data,
  });
}

/** GET /admin/shu/{year}/preview: only once a decision exists for the year. */
export function useShuPreview(year: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...shuKey, year, 'preview'],
    queryFn: async ({ signal }) =>
      (await staffApi.get<ShuPreview>(`/admin/shu/${year}/preview`, signal)).data,
    enabled: isEnabled,
  });
}

/** PUT /admin/shu/{year}: the RAT's decision. */
export function useSaveShuDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { year: number; decision: ShuDecisionRequest }) =>
      (
        await staffApi.request<ShuDecision>(`/admin/shu/${input.year}`, {
          method: 'PUT',
          body: input.decision,
        })
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shuKey }),
  });
}

/** POST /admin/shu/{year}/post: once; a second press answers what was posted. */
export function usePostShu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (year: number) =>
      (await staffApi.post<ShuPreview>(`/admin/shu/${year}/post`, {})).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shuKey }),
  });
}

/** Downloads a year's distribution as CSV (fetched with the staff token, saved from a blob URL). */
export async function downloadShuCsv(year: number): Promise<void> {
  const blob = await fetchDocument(`/api/v1/admin/shu/${year}/export.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `shu-${year}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
