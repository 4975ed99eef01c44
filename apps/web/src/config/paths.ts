/** The web app's page table lives in the domain package, where the API's robots.txt and sitemap read it too. */
export { namedRoutes, OFFER_QUERY_PARAM, paths } from '@kopkar/domain';
