import type {
  BlogArticle,
  FaqAnswer,
  FaqCategory,
  OrgChartEntry,
  PageSlug,
  Product,
  Promotion,
  StaticPage,
} from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * GET /product: the loan products shown to visitors. Typed, not parsed with zod here: the landing page is the
 * first page a visitor loads and zod would add ~25 kB (gzip) to it for display-only data.
 */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return (await api.get<Product[]>('/product', signal)).data;
}

export function useProducts() {
  return useQuery(
    queryOptions({
      queryKey: ['products'],
      queryFn: ({ signal }) => getProducts(signal),
      staleTime: TEN_MINUTES,
    }),
  );
}

/** GET /promotion: the active promotion pages (the landing page embeds the first). */
export function usePromotions() {
  return useQuery({
    queryKey: ['content', 'promotions'],
    queryFn: async ({ signal }) => (await api.get<Promotion[]>('/promotion', signal)).data,
    staleTime: TEN_MINUTES,
  });
}

/** GET /ochart: the organisation chart cards. */
export function useOrgChart() {
  return useQuery({
    queryKey: ['content', 'ochart'],
    queryFn: async ({ signal }) => (await api.get<OrgChartEntry[]>('/ochart', signal)).data,
    staleTime: TEN_MINUTES,
  });
}

/** GET /pages/{slug}: about, terms or privacy. */
export function useStaticPage(slug: PageSlug) {
  return useQuery({
    queryKey: ['content', 'page', slug],
    queryFn: async ({ signal }) => (await api.get<StaticPage>(`/pages/${slug}`, signal)).data,
    staleTime: TEN_MINUTES,
  });
}

/** GET /blog/newest: the latest articles for the landing page (the blog feature owns the blog pages). */
export function useNewestArticles() {
  return useQuery({
    queryKey: ['blog', 'newest', 'landing'],
    queryFn: async ({ signal }) => (await api.get<BlogArticle[]>('/blog/newest?limit=3', signal)).data,
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/** GET /FAQ: the accordion's categories (members only). */
export function useFaqCategories() {
  return useQuery({
    queryKey: ['content', 'faq'],
    queryFn: async ({ signal }) => (await api.get<FaqCategory[]>('/FAQ', signal)).data,
  });
}

/** POST /FAQ/Detail: the answers of one category, loaded when it is opened. */
export function useFaqAnswers(category: string, isOpen: boolean) {
  return useQuery({
    queryKey: ['content', 'faq', category],
    queryFn: async () => (await api.post<FaqAnswer[]>('/FAQ/Detail', { Category: category })).data,
    enabled: isOpen,
    staleTime: TEN_MINUTES,
  });
}
