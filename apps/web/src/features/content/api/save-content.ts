import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { CONTENT_RESOURCES, type ContentInputOf, type ContentResource } from './content-resources';
import { contentListKey } from './get-content-list';

export type ContentSave<R extends ContentResource> = { id: number | null; body: Partial<ContentInputOf[R]> };

/** POST (new) or PATCH (edit) an item of a content list; resolves with the server's message. */
export async function saveContent<R extends ContentResource>(resource: R, { id, body }: ContentSave<R>) {
  const path = CONTENT_RESOURCES[resource];
  const reply =
    id === null
      ? await staffApi.post<unknown>(path, body)
      : await staffApi.request<unknown>(`${path}/${id}`, { method: 'PATCH', body });
  return reply.message;
}

export function useSaveContent<R extends ContentResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ContentSave<R>) => saveContent(resource, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentListKey(resource) }),
  });
}
