import { htmlText, sanitiseEditorHtml } from '../../plugins/editor-html';
import { fieldError } from '../backoffice/backoffice-errors';

/**
 * Sanitised HTML of a required field (static pages, FAQ answers); a body that was nothing but removed markup
 * is a 422 on that field. They are written with the same rich-text editor as blog articles, so they go through
 * the same allow-list on save (one list for all editor HTML): scripts, event handlers, iframes/objects/forms,
 * foreign images and any URL that is not http(s)/mailto/tel are dropped.
 */
export function sanitiseRequiredHtml(html: string, field: string): string {
  const clean = sanitiseEditorHtml(html);
  if (htmlText(clean) === '') throw fieldError(field, 'Isi tidak boleh kosong');
  return clean;
}
