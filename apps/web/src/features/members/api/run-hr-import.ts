import type { hrImportReportSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { memberListKey } from './member-keys';

export type ImportStep = 'preview' | 'apply';

/** POST /admin/members/import/preview (writes nothing) or /apply (one transaction); report + message. */
export async function runHrImport(step: ImportStep, csv: string) {
  const reply = await staffApi.post<unknown>(`/admin/members/import/${step}`, { csv });
  return { report: declaredData<typeof hrImportReportSchema>(reply.data), message: reply.message };
}

export function useHrImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, csv }: { step: ImportStep; csv: string }) => runHrImport(step, csv),
    onSuccess: (_result, { step }) => {
      // Every page of the member list (whatever its filter) may hold imported members.
      if (step === 'apply') void queryClient.invalidateQueries({ queryKey: memberListKey });
    },
  });
}
