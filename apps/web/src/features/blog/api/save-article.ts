import type { adminBlogArticleSchema, BlogArticleInput } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ADMIN_BLOG_KEY } from './blog-keys';

/**
 * POST /admin/blog (new draft, with an Idempotency-Key: the same key twice gives one article) or
 * PUT /admin/blog/{id}.
 */
export async function saveArticle(id: number | null, input: BlogArticleInput, idempotencyKey?: string) {
  const reply =
    id === null
      ? await staffApi.post<unknown>(
          '/admin/blog',
          input,
          idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        )
      : await staffApi.request<unknown>(`/admin/blog/${id}`, { method: 'PUT', body: input });
  return declaredData<typeof adminBlogArticleSchema>(reply.data);
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
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
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
  });
}
