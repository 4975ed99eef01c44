import { z } from 'zod';

/** GET /public-settings: the cooperative's brand and contacts (docs/architecture.md: no brand text in the UI). */
export const publicSettingsSchema = z.object({
  coopName: z.string(),
  coopShortName: z.string(),
  brandColor: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  foundedYear: z.number().int(),
  memberCount: z.number().int(),
  vaNumber: z.string(),
  vaName: z.string(),
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  promoUrl: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/health data (load balancers, start scripts): 200 while the database answers, 503 when it does not. */
export const healthSchema = z.object({
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live data: the process answers; no dependency is asked (docs/operations/metrics.md). */
export const livenessSchema = z.object({ uptimeSeconds: z.number().int().nonnegative() });

/**
 * GET /api/health/ready data: 200 when the database answers, every migration of this build is applied and Redis
 * answers when configured; 503 otherwise, and from the moment shutdown begins (`draining`).
 */
export const readinessSchema = z.object({
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  redis: z.enum(['up', 'down', 'off']),
  draining: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;
