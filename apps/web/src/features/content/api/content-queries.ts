import type {
  BlogArticle,
  FaqAnswer,
  FaqCategory,
  OrgChartEntry,
  PageSlug,
  Promotion,
  StaticPage,
} from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const TEN_MINUTES = 10 * 60 * 1000;

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
