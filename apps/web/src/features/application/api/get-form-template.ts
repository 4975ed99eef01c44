import type { formTemplateStatusSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** Where the blank Form Pengajuan's PDF is downloaded from. */
export const FORM_TEMPLATE_FILE_PATH = '/FormPengajuanTemplate/file';

/** GET /FormPengajuanTemplate: whether ADMIN has uploaded a blank Form Pengajuan, and its size. */
export async function getFormTemplate(signal?: AbortSignal) {
  const reply = await api.get<unknown>('/FormPengajuanTemplate', signal);
  return declaredData<typeof formTemplateStatusSchema>(reply.data);
}

export const getFormTemplateQueryOptions = () =>
  queryOptions({
    queryKey: ['form-pengajuan-template'],
    queryFn: ({ signal }) => getFormTemplate(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useFormTemplate() {
  return useQuery(getFormTemplateQueryOptions());
}
