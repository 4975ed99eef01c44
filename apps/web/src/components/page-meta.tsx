/**
 * Title and meta description of a page. React 19 hoists <title> and <meta> rendered anywhere in the
 * tree into <head>, and removes them when the page unmounts, so every page renders one of these.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
