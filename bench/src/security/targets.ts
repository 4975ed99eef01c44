/**
 * What sqlmap tries (`*` marks an injection point in a path): representative reads and writes, public and
 * behind a member's bearer token, with text, number and path parameters that reach SQL.
 */
export type SqlmapTarget = { name: string; path: string; body?: object; member: boolean };

export function sqlmapTargets(memberId: number, slug: string): SqlmapTarget[] {
  return [
    {
      name: 'blog search (public, ILIKE)',
      path: '/api/v1/blog/paginate?limit=5&searchBy=All&searchParam=rapat&page=1&category=Umum&archive=2026-01',
      member: false,
    },
    { name: 'blog article by slug (public, path)', path: `/api/v1/blog/${slug}*`, member: false },
    { name: "member's coupons (path id)", path: `/api/v1/Poin/History/${memberId}*`, member: true },
    {
      name: 'member sign-in (JSON body)',
      path: '/api/v1/web/login',
      body: { nik: '100001', password: 'salah-sandi', captcha: '0', key: 'bypass' },
      member: false,
    },
    {
      name: 'points redemption (JSON body)',
      path: '/api/v1/Poin/Redeem',
      body: { id_user: memberId, poin_id: 1, value: 50 },
      member: true,
    },
  ];
}

/** Pages and API reads wapiti starts from (the SPA's links are made by script, so it would find few itself). */
export const wapitiStartPaths = [
  '/',
  '/login',
  '/blog',
  '/about',
  '/api/v1/blog/paginate?limit=5&searchBy=All&searchParam=rapat&page=1',
  '/api/v1/blog/newest?limit=3',
  '/api/v1/Poin',
  '/api/v1/product',
];
