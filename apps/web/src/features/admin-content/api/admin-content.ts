import type {
  AdminFaq,
  AdminOrgChartEntry,
  AdminProduct,
  AdminPromotion,
  FaqCategoryRename,
  FaqInput,
  OrgChartInput,
  Page,
  PageInput,
  PageSlug,
  ProductInput,
  PromotionInput,
  StaticPage,
} from '@kopkar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

/** The content lists of the back office, each paginated and searchable with the same query. */
export type ContentListParams = { page: number; pageSize: number; search: string };

const RESOURCES = {
  faqs: '/admin/content/faqs',
  orgChart: '/admin/content/org-chart',
  promotions: '/admin/content/promotions',
  products: '/admin/products',
} as const;
type Resource = keyof typeof RESOURCES;
type ItemOf = {
  faqs: AdminFaq;
  orgChart: AdminOrgChartEntry;
  promotions: AdminPromotion;
  products: AdminProduct;
};
type InputOf = {
  faqs: FaqInput;
  orgChart: OrgChartInput;
  promotions: PromotionInput;
  products: ProductInput;
};

const queryString = ({ page, pageSize, search }: ContentListParams) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
};

/** GET one page of a content list. */
export function useContentList<R extends Resource>(resource: R, params: ContentListParams) {
  return useQuery({
    queryKey: ['staff', 'content', resource, params],
    queryFn: async ({ signal }) =>
      (await staffApi.get<Page<ItemOf[R]>>(`${RESOURCES[resource]}?${queryString(params)}`, signal)).data,
    placeholderData: keepPreviousData,
  });
}

export type ContentSave<R extends Resource> = { id: number | null; body: Partial<InputOf[R]> };

/** POST (new) or PATCH (edit) an item; resolves with the server's message. */
export function useSaveContent<R extends Resource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: ContentSave<R>) => {
      const reply =
        id === null
          ? await staffApi.post<ItemOf[R]>(RESOURCES[resource], body)
          : await staffApi.request<ItemOf[R]>(`${RESOURCES[resource]}/${id}`, { method: 'PATCH', body });
      return reply.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'content', resource] }),
  });
}

/** DELETE an item (FAQ, org chart entry, promotion). */
export function useDeleteContent(resource: Exclude<Resource, 'products'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffApi.request<null>(`${RESOURCES[resource]}/${id}`, { method: 'DELETE' })).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'content', resource] }),
  });
}

/** GET /admin/content/pages: about, terms, privacy. */
export function useAdminPages() {
  return useQuery({
    queryKey: ['staff', 'content', 'pages'],
    queryFn: async ({ signal }) => (await staffApi.get<StaticPage[]>('/admin/content/pages', signal)).data,
  });
}

/** PUT /admin/content/pages/{slug}: the server sanitises the HTML and replies with what it stored. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, body }: { slug: PageSlug; body: PageInput }) =>
      staffApi.request<StaticPage>(`/admin/content/pages/${slug}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'content', 'pages'] }),
  });
}

/** PUT /admin/content/faq-categories: renames a category on all of its answers. */
export function useRenameFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FaqCategoryRename) =>
      (await staffApi.request<{ renamed: number }>('/admin/content/faq-categories', { method: 'PUT', body }))
        .message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'content', 'faqs'] }),
  });
}
