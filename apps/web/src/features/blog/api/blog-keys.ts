/** Query keys the blog's back office invalidates as prefixes. */

/** Every admin article entry starts with it: any article change refreshes the list and the article. */
export const ADMIN_BLOG_KEY = ['staff', 'blog'] as const;

/** Every comment-moderation entry starts with it (the queue and the auto-publish setting). */
export const BLOG_COMMENTS_KEY = ['staff', 'blog-comments'] as const;
