import type { AdminBlogArticle, AdminBlogListQuery, BlogArticleInput, Page } from '@kopkar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { getStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';
import { postWithProgress } from '@/lib/upload-with-progress';

const KEY = ['staff', 'blog'] as const;

/** GET /admin/blog: every article, drafts too, searchable and paginated. */
export async function getAdminArticles(query: AdminBlogListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q?.trim()) params.set('q', query.q.trim());
  return (await staffApi.get<Page<AdminBlogArticle>>(`/admin/blog?${params}`, signal)).data;
}

export function useAdminArticles(query: AdminBlogListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => getAdminArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getAdminArticle(id: number, signal?: AbortSignal) {
  return (await staffApi.get<AdminBlogArticle>(`/admin/blog/${id}`, signal)).data;
}

export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'article', id],
    queryFn: ({ signal }) => getAdminArticle(id ?? 0, signal),
    enabled: id !== null,
  });
}

/**
 * POST /admin/blog (new draft, with an Idempotency-Key: the same key twice gives one article) or
 * PUT /admin/blog/{id}.
 */
export async function saveArticle(id: number | null, input: BlogArticleInput, idempotencyKey?: string) {
  const reply =
    id === null
      ? await staffApi.post<AdminBlogArticle>(
          '/admin/blog',
          input,
          idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        )
      : await staffApi.request<AdminBlogArticle>(`/admin/blog/${id}`, { method: 'PUT', body: input });
  return reply.data;
}

export type ArticleAction = 'publish' | 'unpublish' | 'delete' | 'remove-cover';

/** Publish, unpublish, delete, or remove the cover; resolves with the server's message. */
export async function runArticleAction(id: number, action: ArticleAction, publishDate?: string | null) {
  if (action === 'delete') return (await staffApi.request(`/admin/blog/${id}`, { method: 'DELETE' })).message;
  if (action === 'remove-cover') {
    return (await staffApi.request(`/admin/blog/${id}/cover`, { method: 'DELETE' })).message;
  }
  const body = action === 'publish' && publishDate ? { publishDate } : {};
  return (await staffApi.post(`/admin/blog/${id}/${action}`, body)).message;
}

export function useArticleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  // One key per new article: every create sent until one succeeds (a double click, "save" then "save and
  // publish" before the reply, a retry after a lost reply) carries it, so the server makes one article.
  const createKey = useRef<string | null>(null);
  const save = async ({ id, input }: { id: number | null; input: BlogArticleInput }) => {
    if (id !== null) return saveArticle(id, input);
    createKey.current ??= crypto.randomUUID();
    const created = await saveArticle(null, input, createKey.current);
    createKey.current = null;
    return created;
  };
  return {
    save: useMutation({ mutationFn: save, onSuccess: refresh }),
    act: useMutation({
      mutationFn: ({
        id,
        action,
        publishDate,
      }: {
        id: number;
        action: ArticleAction;
        publishDate?: string | null;
      }) => runArticleAction(id, action, publishDate),
      onSettled: refresh,
    }),
  };
}

/** POST /admin/blog/{id}/cover with the staff token, reporting upload progress. */
const postCover = async (id: number, image: string, onProgress: (percent: number) => void) =>
  (
    await postWithProgress<AdminBlogArticle>(
      `/admin/blog/${id}/cover`,
      { image },
      getStaffSession()?.access_token,
      onProgress,
    )
  ).data;

/**
 * POST /admin/blog/{id}/cover with upload progress. An expired token (403) goes once through the shared client,
 * which refreshes the staff session, and the upload is tried again.
 */
export async function uploadCover(id: number, image: string, onProgress: (percent: number) => void) {
  try {
    return await postCover(id, image, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 403) throw error;
    await staffApi.get(`/admin/blog/${id}`);
    return postCover(id, image, onProgress);
  }
}
