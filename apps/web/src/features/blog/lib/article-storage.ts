const KEY = 'blog.articleId';

/** docs/product/screens.md: the open article's id is kept in session storage (the URL carries its slug). */
export const articleStorage = {
  save(id: number): void {
    try {
      sessionStorage.setItem(KEY, String(id));
    } catch {
      // Private mode or storage full: the slug in the URL is enough to show the article.
    }
  },
  read(): number | null {
    try {
      const id = Number(sessionStorage.getItem(KEY));
      return Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  },
};
