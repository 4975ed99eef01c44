import type {
  ApprovalHistoryItem,
  ApproverStep,
  approvalHistoryItemSchema,
  approverStepSchema,
} from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /StatusApproval/{companyID}: the company's approver chain after the applicant (HC first). */
export async function getApproverChain(companyId: number, signal?: AbortSignal): Promise<ApproverStep[]> {
  const reply = await api.get<unknown>(`/StatusApproval/${companyId}`, signal);
  return declaredList<typeof approverStepSchema>(reply.data);
}

/** POST /HistoryApproval: the decisions taken on one application. */
export async function getApprovalHistory(approvalNo: string): Promise<ApprovalHistoryItem[]> {
  const reply = await api.post<unknown>('/HistoryApproval', { ApprovalNo: approvalNo });
  return declaredList<typeof approvalHistoryItemSchema>(reply.data);
}

type ApprovalProgressInput = { companyId: number; approvalNo: string } | null;

/** Both calls the status dialog needs, fetched together. */
export const getApprovalProgressQueryOptions = (input: ApprovalProgressInput) =>
  queryOptions({
    queryKey: ['approval-progress', input?.companyId, input?.approvalNo],
    queryFn: async ({ signal }) => {
      if (!input) throw new Error('no application');
      const [chain, history] = await Promise.all([
        getApproverChain(input.companyId, signal),
        getApprovalHistory(input.approvalNo),
      ]);
      return { chain, history };
    },
  });

/** Fetched while the dialog is open. */
export function useApprovalProgress(input: ApprovalProgressInput) {
  return useQuery({ ...getApprovalProgressQueryOptions(input), enabled: input !== null });
}
