import type { PublicSettings } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /public-settings: the cooperative itself is data, never hard-coded (docs/architecture.md). */
export type { PublicSettings };

export const FALLBACK_BRAND_COLOR = '#0F5E9C';

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const reply = await api.get<PublicSettings>('/public-settings', signal);
  return reply.data;
}

export const getPublicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-settings'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 30 * 60 * 1000,
  });

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}
