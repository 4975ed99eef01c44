import type {
  AdminFaq,
  AdminOrgChartEntry,
  AdminProduct,
  AdminPromotion,
  FaqInput,
  OrgChartInput,
  ProductInput,
  PromotionInput,
} from '@kopkar/domain';

/**
 * The four paginated content lists of the back office share one list, save and delete call each
 * (get-content-list.ts, save-content.ts, delete-content.ts), parametrised by the resource.
 */
export const CONTENT_RESOURCES = {
  faqs: '/admin/content/faqs',
  orgChart: '/admin/content/org-chart',
  promotions: '/admin/content/promotions',
  products: '/admin/products',
} as const;
export type ContentResource = keyof typeof CONTENT_RESOURCES;

export type ContentItemOf = {
  faqs: AdminFaq;
  orgChart: AdminOrgChartEntry;
  promotions: AdminPromotion;
  products: AdminProduct;
};
export type ContentInputOf = {
  faqs: FaqInput;
  orgChart: OrgChartInput;
  promotions: PromotionInput;
  products: ProductInput;
};

/** Each list is paginated and searchable with the same query. */
export type ContentListParams = { page: number; pageSize: number; search: string };
