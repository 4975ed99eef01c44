import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { CONTENT_RESOURCES, type ContentResource } from './content-resources';
import { contentListKey } from './get-content-list';

type DeletableResource = Exclude<ContentResource, 'products'>;

/** DELETE an item (FAQ, org chart entry, promotion); resolves with the server's message. */
export async function deleteContent(resource: DeletableResource, id: number): Promise<string> {
  return (await staffApi.request<null>(`${CONTENT_RESOURCES[resource]}/${id}`, { method: 'DELETE' })).message;
}

export function useDeleteContent(resource: DeletableResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(resource, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentListKey(resource) }),
  });
}
