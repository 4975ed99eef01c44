import type {
  AdminFaq,
  AdminOrgChartEntry,
  AdminPromotion,
  FaqAnswer,
  OrgChartEntry,
  PageSlug,
  Promotion,
  StaticPage,
} from '@kopkar/domain';
import type { faqs, orgChart, pages, promotions } from '../../db/schema';
import { contentImagePath } from './content-image-path';

type OrgChartRow = typeof orgChart.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;
type PageRow = typeof pages.$inferSelect;

export const presentOrgChartEntry = (row: OrgChartRow): OrgChartEntry => ({
  id: row.id,
  ImagesPath: contentImagePath(row.photoFileId),
  PIC: row.pic,
  TitleName: row.title,
});

export const presentFaqAnswer = (row: FaqRow): FaqAnswer => ({
  id: row.id,
  Category: row.category,
  Answer: row.answer,
});

export const presentPromotion = (row: PromotionRow): Promotion => ({
  id: row.id,
  Title: row.title,
  URL: row.url,
});

export const presentPage = (row: PageRow): StaticPage => ({
  slug: row.slug as PageSlug,
  title: row.title,
  bodyHtml: row.bodyHtml,
  updatedAt: row.updatedAt.toISOString(),
});

export const presentAdminFaq = (row: FaqRow): AdminFaq => ({
  id: row.id,
  category: row.category,
  answerHtml: row.answer,
  sort: row.sort,
});

export const presentAdminOrgChartEntry = (row: OrgChartRow): AdminOrgChartEntry => ({
  id: row.id,
  pic: row.pic,
  title: row.title,
  sort: row.sort,
  photoUrl: contentImagePath(row.photoFileId),
});

export const presentAdminPromotion = (row: PromotionRow): AdminPromotion => ({
  id: row.id,
  title: row.title,
  url: row.url,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
