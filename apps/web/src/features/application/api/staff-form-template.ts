import type { formTemplateStatusSchema } from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { fetchDocument } from '@/lib/staff-documents';

const TEMPLATE_PATH = '/admin/form-pengajuan-template';

/** GET /admin/form-pengajuan-template: whether members can download a blank Form Pengajuan now. */
export async function getStaffFormTemplate(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(TEMPLATE_PATH, signal);
  return declaredData<typeof formTemplateStatusSchema>(reply.data);
}

export const getStaffFormTemplateQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'form-pengajuan-template'],
    queryFn: ({ signal }) => getStaffFormTemplate(signal),
  });

export function useStaffFormTemplate() {
  return useQuery(getStaffFormTemplateQueryOptions());
}

/** PUT /admin/form-pengajuan-template with the PDF as a data URL; the server checks type, size and content. */
export async function uploadStaffFormTemplate(file: string) {
  const reply = await staffApi.request<unknown>(TEMPLATE_PATH, { method: 'PUT', body: { file } });
  return { status: declaredData<typeof formTemplateStatusSchema>(reply.data), message: reply.message };
}

export function useUploadStaffFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStaffFormTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffFormTemplateQueryOptions().queryKey }),
  });
}

/** Downloads the current template with the staff token, to check what members get. */
export async function downloadStaffFormTemplate(): Promise<void> {
  const blob = await fetchDocument(`/api/v1${TEMPLATE_PATH}/file`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = 'form-pengajuan.pdf';
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
