import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { renderErrorPage } from './error-page';

/** Offered in this order, so `*​/*` (fetch's default) and no Accept at all get JSON. */
const OFFERED = ['application/json', 'text/html'];

const isUnderApi = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/**
 * A browser loading a page, not a script calling the API: the request says it navigates (`Sec-Fetch-Mode:
 * navigate`, sent by every current browser) or its Accept prefers HTML to JSON (older browsers). Never under
 * /api: an API address opened in a tab still answers in the envelope every client of the API reads.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (isUnderApi(request.url)) return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  return new Negotiator(request).mediaType(OFFERED) === 'text/html';
}

/**
 * The one way a refusal or failure is sent: the JSON envelope `{ code, message, data }` to API calls, an
 * Indonesian HTML page with a way back to a page navigation (docs/decisions/0013-per-address-limits.md: a page load never shows raw JSON).
 * Headers set before (Retry-After, Connection) stay.
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  data: unknown = null,
) {
  reply.code(status);
  if (!isPageNavigation(request)) return reply.send({ code: status, message, data });
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderErrorPage({ status, message, path: request.url }));
}
