import type { adminBlogArticleSchema } from '@kopkar/domain';
import { declaredData } from '@/lib/api/declared-reply';
import { ApiError } from '@/lib/api-client';
import { getStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';
import { postWithProgress } from '@/lib/upload-with-progress';

/** POST /admin/blog/{id}/cover with the staff token, reporting upload progress. */
const postCover = async (id: number, image: string, onProgress: (percent: number) => void) => {
  const reply = await postWithProgress<unknown>(
    `/admin/blog/${id}/cover`,
    { image },
    getStaffSession()?.access_token,
    onProgress,
  );
  return declaredData<typeof adminBlogArticleSchema>(reply.data);
};

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
