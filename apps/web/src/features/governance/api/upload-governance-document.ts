import type { adminGovernanceDocumentSchema, GovernanceDocumentCreate } from '@kopkar/domain';
import { declaredData } from '@/lib/api/declared-reply';
import { ApiError } from '@/lib/api-client';
import { getStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';
import { postWithProgress } from '@/lib/upload-with-progress';
import { GOVERNANCE_DOCUMENTS_PATH } from './get-staff-governance-documents';

const postDocument = async (
  input: GovernanceDocumentCreate,
  key: string,
  onProgress: (percent: number) => void,
) => {
  const reply = await postWithProgress<unknown>(
    GOVERNANCE_DOCUMENTS_PATH,
    input,
    getStaffSession()?.access_token,
    onProgress,
    { 'Idempotency-Key': key },
  );
  return { ...reply, data: declaredData<typeof adminGovernanceDocumentSchema>(reply.data) };
};

/**
 * POST /admin/governance-documents with upload progress and an Idempotency-Key (the same key on a retry gives
 * one document). An expired token (403) goes once through the shared client, which refreshes the staff
 * session, and the upload is tried again with the same key.
 */
export async function uploadGovernanceDocument(
  input: GovernanceDocumentCreate,
  key: string,
  onProgress: (percent: number) => void,
) {
  try {
    return await postDocument(input, key, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 403) throw error;
    await staffApi.get(GOVERNANCE_DOCUMENTS_PATH);
    return postDocument(input, key, onProgress);
  }
}
