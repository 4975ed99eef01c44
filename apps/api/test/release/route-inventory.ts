import type { FastifyInstance } from 'fastify';

/** A JSON Schema as @fastify/swagger writes it from the routes' zod schemas (only the parts the tests read). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type DiscoveredRoute = {
  method: string;
  /** Fastify path, e.g. /api/v1/HistoryPinjaman/:nik */
  url: string;
  /** Path parameter names in order (`:id`, `export.:format` → id, format). */
  params: string[];
  /** JSON body schema when the route declares one. */
  body?: JsonSchema;
  /** Path parameter schemas when the route declares them. */
  paramSchemas: Record<string, JsonSchema>;
  /** /api/v1/admin/* routes are back-office (staff) routes. */
  area: 'staff' | 'member';
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the built app, read from Fastify's own router (printRoutes), so a route added later is covered
 * without editing a list. Swagger's document adds the body and path schemas where the route declares them.
 * HEAD twins of GET routes and the swagger UI's own files are left out.
 */
export function discoverRoutes(app: FastifyInstance): DiscoveredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = TREE_LINE.exec(line);
    if (!match) throw new Error(`unreadable route tree line: ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.length = depth;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') found.push({ method, url: path });
    }
  }
  const document = app.swagger() as {
    paths?: Record<string, Record<string, SwaggerOperation>>;
  };
  return found
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .map((route) => {
      const operation = document.paths?.[toSwaggerPath(route.url)]?.[route.method.toLowerCase()];
      const paramSchemas: Record<string, JsonSchema> = {};
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in === 'path') paramSchemas[parameter.name] = parameter.schema ?? {};
      }
      return {
        method: route.method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        body: operation?.requestBody?.content?.['application/json']?.schema,
        paramSchemas,
        area: route.url.startsWith('/api/v1/admin/') ? ('staff' as const) : ('member' as const),
      };
    });
}

type SwaggerOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const toSwaggerPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export const isMutating = (route: DiscoveredRoute) => MUTATING.has(route.method);

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A path value sent exactly as written (broken %-encoding), not encoded by fillPath. */
export const RAW_PATH_PREFIX = 'raw:';

/** Percent-encodes any string, lone surrogates too (as the UTF-8 bytes Node would send). */
function encodeSegment(value: string): string {
  if (value.startsWith(RAW_PATH_PREFIX)) return value.slice(RAW_PATH_PREFIX.length);
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Fills `:name` placeholders (values URL-encoded unless marked raw). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeSegment(values[name] ?? ''));
}

/** A fresh client address per request: per-IP rate limits never turn a would-be 5xx or 2xx into a 429. */
let addressSequence = 0;
export function nextRemoteAddress(): string {
  addressSequence += 1;
  const n = addressSequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** What every 4xx must look like: `{ code, message, data }` with code = HTTP status and a message to show. */
export function envelopeProblem(status: number, body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'not an object';
  const reply = parsed as Record<string, unknown>;
  if (reply.code !== status) return `code ${String(reply.code)} ≠ status ${status}`;
  if (typeof reply.message !== 'string' || reply.message.length === 0) return 'message missing';
  if (!('data' in reply)) return 'data missing';
  const extra = Object.keys(reply).filter((key) => !['code', 'message', 'data'].includes(key));
  if (extra.length > 0) return `extra keys ${extra.join(',')} (framework error leaking through?)`;
  return null;
}
