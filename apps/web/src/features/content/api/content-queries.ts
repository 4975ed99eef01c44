import type {
  BlogArticle,
  blogNewestSchema,
  FaqAnswer,
  FaqCategory,
  faqAnswerSchema,
  faqCategorySchema,
  OrgChartEntry,
  orgChartEntrySchema,
  PageSlug,
  Promotion,
  promotionSchema,
  StaticPage,
  staticPageSchema,
} from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData, declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

const TEN_MINUTES = 10 * 60 * 1000;

/** GET /promotion: the active promotion pages (the landing page embeds the first). */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return declaredList<typeof promotionSchema>((await api.get<unknown>('/promotion', signal)).data);
}

export const getPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'promotions'],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: TEN_MINUTES,
  });

export function usePromotions() {
  return useQuery(getPromotionsQueryOptions());
}

/** GET /ochart: the organisation chart cards. */
export async function getOrgChart(signal?: AbortSignal): Promise<OrgChartEntry[]> {
  return declaredList<typeof orgChartEntrySchema>((await api.get<unknown>('/ochart', signal)).data);
}

export const getOrgChartQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'ochart'],
    queryFn: ({ signal }) => getOrgChart(signal),
    staleTime: TEN_MINUTES,
  });

export function useOrgChart() {
  return useQuery(getOrgChartQueryOptions());
}

/** GET /pages/{slug}: about, terms or privacy. */
export async function getStaticPage(slug: PageSlug, signal?: AbortSignal): Promise<StaticPage> {
  return declaredData<typeof staticPageSchema>((await api.get<unknown>(`/pages/${slug}`, signal)).data);
}

export const getStaticPageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: ({ signal }) => getStaticPage(slug, signal),
    staleTime: TEN_MINUTES,
  });

export function useStaticPage(slug: PageSlug) {
  return useQuery(getStaticPageQueryOptions(slug));
}

/** GET /blog/newest: the latest articles for the landing page (the blog feature owns the blog pages). */
export async function getLandingArticles(signal?: AbortSignal): Promise<BlogArticle[]> {
  return declaredData<typeof blogNewestSchema>((await api.get<unknown>('/blog/newest?limit=3', signal)).data);
}

export const getLandingArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'newest', 'landing'],
    queryFn: ({ signal }) => getLandingArticles(signal),
    staleTime: TEN_MINUTES,
    retry: false,
  });

export function useNewestArticles() {
  return useQuery(getLandingArticlesQueryOptions());
}

/** GET /FAQ: the accordion's categories (members only). */
export async function getFaqCategories(signal?: AbortSignal): Promise<FaqCategory[]> {
  return declaredList<typeof faqCategorySchema>((await api.get<unknown>('/FAQ', signal)).data);
}

export const getFaqCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'faq'], queryFn: ({ signal }) => getFaqCategories(signal) });

export function useFaqCategories() {
  return useQuery(getFaqCategoriesQueryOptions());
}

/** POST /FAQ/Detail: the answers of one category, loaded when it is opened. */
export async function getFaqAnswers(category: string): Promise<FaqAnswer[]> {
  return declaredList<typeof faqAnswerSchema>(
    (await api.post<unknown>('/FAQ/Detail', { Category: category })).data,
  );
}

export const getFaqAnswersQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['content', 'faq', category],
    queryFn: () => getFaqAnswers(category),
    staleTime: TEN_MINUTES,
  });

export function useFaqAnswers(category: string, isOpen: boolean) {
  return useQuery({ ...getFaqAnswersQueryOptions(category), enabled: isOpen });
}
