/**
 * Request rules the server holds that the document does not show yet (api-contract-inputs.test.ts), grouped by
 * cause, each with the change in packages/domain that would make the documented schema (the one the route
 * validates with) carry it. Shrink it; never grow it.
 */
export const LOOSE_INPUTS: { fix: string; places: string[] }[] = [
  {
    fix: 'A day measured against today (a transfer not in the future, a RAT already held): `isoDateSchema.pipe(z.string().superRefine(…))`. The shape and the real day are patterns in the document (schemas/common.ts); JSON Schema has no "today", so the rest can only be stated in `.meta({ description })`.',
    places: [
      'POST /api/v1/Simpanan/Sukarela/Setor body.TanggalTransfer: rules after a transform',
      'PUT /api/v1/admin/shu/:year body.ratDate: rules after a transform',
    ],
  },
  {
    fix: "A rule across fields (from ≤ to, term_years agreeing with the tenor, tiers in order, steps distinct): JSON Schema cannot say it; to be stated in the schema's `.meta({ description })`.",
    places: [
      'GET /api/v1/Simpanan/:nik/mutasi querystring: refinement',
      'GET /api/v1/Simpanan/:nik/statement.:format querystring: refinement',
      'PATCH /api/v1/admin/products/:id body.tiers: refinement',
      'PATCH /api/v1/admin/products/:id body.tiers[]: refinement',
      'POST /api/v1/PengajuanPinjaman body: refinement',
      'POST /api/v1/admin/governance-documents body: refinement',
      'POST /api/v1/admin/products body.tiers: refinement',
      'POST /api/v1/admin/products body.tiers[]: refinement',
      'PUT /api/v1/admin/companies/:id/chain body.steps: refinement',
      'PUT /api/v1/admin/governance-documents/:id body: refinement',
    ],
  },
  {
    fix: 'PUT /admin/settings/{key} `value`: `z.unknown()`, checked per key by SETTING_VALUE_SCHEMAS in the service, which answers `<key>: <message>`. A type union in the body (number | string | null | record) would refuse a boolean, a list or no value with a message that cannot name the key: first the route (modules/backoffice) has to check the value against its key, or that message be given up.',
    places: ['PUT /api/v1/admin/settings/:key body.value: no type'],
  },
  {
    fix: 'Single-field rules. Two decimals (effective rate, jasa modal %): `Math.round(v * 100) === v * 100` refuses 0.07 (7.000000000000001), which `multipleOf(0.01)` takes: decide that first. Push endpoint without credentials (not `https://…@`): as a pattern, the negation of a prefix, whose samples (the fuzzer draws from `pattern` before `format: uri`) would no longer be URLs.',
    places: [
      'PATCH /api/v1/admin/products/:id body.tiers[].effectiveRate: refinement',
      'POST /api/v1/admin/products body.tiers[].effectiveRate: refinement',
      'POST /api/v1/reminders/push-subscriptions body.endpoint: refinement',
      'PUT /api/v1/admin/shu/:year body.jasaModalPercent: refinement',
    ],
  },
];
