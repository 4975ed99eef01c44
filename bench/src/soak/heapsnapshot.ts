/**
 * Reads a V8 `.heapsnapshot` into flat typed arrays. A snapshot of the API under load is ~70 MB of JSON, a bigger
 * heap's several hundred: JSON.parse would need the whole text as one string (V8 caps strings near 512 MB) and the
 * parsed arrays as millions of boxed numbers, so the node and edge arrays are scanned straight from the file's
 * bytes and only the string table goes through JSON.parse (a 70 MB snapshot reads in about a second). Of the
 * registry's parsers, memlab brings puppeteer and a browser download, and v8-heapsnapshot streams every value
 * through a generic JSON parser (oboe).
 */
import { readFileSync } from 'node:fs';

type Meta = {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
};

export type HeapSnapshot = {
  nodeCount: number;
  nodeFields: number;
  edgeFields: number;
  nodes: Uint32Array;
  edges: Uint32Array;
  strings: string[];
  nodeTypes: string[];
  edgeTypes: string[];
  /** Offsets of the fields within a node / an edge. */
  field: { type: number; name: number; id: number; selfSize: number; edgeCount: number };
  edge: { type: number; nameOrIndex: number; toNode: number };
  /** Index into `edges` (in fields) of each node's first edge; one more entry than nodes. */
  firstEdge: Uint32Array;
};

const BRACKET_CLOSE = 0x5d;
const ZERO = 0x30;
const NINE = 0x39;

/** The unsigned integers of the JSON array that starts at `start` (the `[`), until its `]`. */
function scanIntegers(bytes: Buffer, start: number, expected: number): Uint32Array {
  const values = new Uint32Array(expected);
  let count = 0;
  let current = 0;
  let isInNumber = false;
  for (let at = start + 1; at < bytes.length; at += 1) {
    const byte = bytes[at] as number;
    if (byte >= ZERO && byte <= NINE) {
      current = current * 10 + (byte - ZERO);
      isInNumber = true;
      continue;
    }
    if (isInNumber) {
      values[count] = current;
      count += 1;
      current = 0;
      isInNumber = false;
    }
    if (byte === BRACKET_CLOSE) break;
  }
  if (count !== expected) throw new Error(`expected ${expected} numbers, read ${count}`);
  return values;
}

function arrayStart(bytes: Buffer, key: string): number {
  const at = bytes.indexOf(`"${key}":`);
  if (at < 0) throw new Error(`not a heap snapshot: no "${key}"`);
  return bytes.indexOf('[', at);
}

export function readHeapSnapshot(file: string): HeapSnapshot {
  const bytes = readFileSync(file);
  const nodesAt = arrayStart(bytes, 'nodes');
  const head = bytes.toString('utf8', 0, bytes.indexOf('"nodes":')).trim().replace(/,$/, '');
  const { snapshot } = JSON.parse(`${head}}`) as {
    snapshot: { meta: Meta; node_count: number; edge_count: number };
  };
  const { meta } = snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const nodes = scanIntegers(bytes, nodesAt, snapshot.node_count * nodeFields);
  const edges = scanIntegers(bytes, arrayStart(bytes, 'edges'), snapshot.edge_count * edgeFields);
  const stringsAt = arrayStart(bytes, 'strings');
  const strings = JSON.parse(bytes.toString('utf8', stringsAt, bytes.lastIndexOf(']') + 1)) as string[];
  const field = {
    type: meta.node_fields.indexOf('type'),
    name: meta.node_fields.indexOf('name'),
    id: meta.node_fields.indexOf('id'),
    selfSize: meta.node_fields.indexOf('self_size'),
    edgeCount: meta.node_fields.indexOf('edge_count'),
  };
  const firstEdge = new Uint32Array(snapshot.node_count + 1);
  for (let node = 0, edge = 0; node < snapshot.node_count; node += 1) {
    firstEdge[node] = edge;
    edge += (nodes[node * nodeFields + field.edgeCount] as number) * edgeFields;
    firstEdge[node + 1] = edge;
  }
  return {
    nodeCount: snapshot.node_count,
    nodeFields,
    edgeFields,
    nodes,
    edges,
    strings,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    field,
    edge: {
      type: meta.edge_fields.indexOf('type'),
      nameOrIndex: meta.edge_fields.indexOf('name_or_index'),
      toNode: meta.edge_fields.indexOf('to_node'),
    },
    firstEdge,
  };
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string']);

/**
 * What a node is called in a summary, as DevTools groups it: objects by constructor, functions by name, strings,
 * arrays and V8's own things by kind.
 */
export function classOf(snapshot: HeapSnapshot, node: number): string {
  const base = node * snapshot.nodeFields;
  const type = snapshot.nodeTypes[snapshot.nodes[base + snapshot.field.type] as number] ?? '?';
  const name = snapshot.strings[snapshot.nodes[base + snapshot.field.name] as number] ?? '';
  if (type === 'object' || type === 'native') return name.length > 80 ? `${name.slice(0, 77)}…` : name;
  if (type === 'closure') return `(closure) ${name || '(anonymous)'}`;
  if (STRING_TYPES.has(type)) return '(string)';
  if (type === 'hidden') return `(system) ${name.split(' / ')[0]}`;
  if (type === 'code') return '(compiled code)';
  return `(${type})`;
}

export const selfSizeOf = (snapshot: HeapSnapshot, node: number) =>
  snapshot.nodes[node * snapshot.nodeFields + snapshot.field.selfSize] as number;

export const idOf = (snapshot: HeapSnapshot, node: number) =>
  snapshot.nodes[node * snapshot.nodeFields + snapshot.field.id] as number;

/** An edge's name as DevTools shows it: a property name, or `[i]` for elements and V8's hidden slots. */
export function edgeNameOf(snapshot: HeapSnapshot, edge: number): string {
  const type = snapshot.edgeTypes[snapshot.edges[edge + snapshot.edge.type] as number];
  const value = snapshot.edges[edge + snapshot.edge.nameOrIndex] as number;
  return type === 'element' || type === 'hidden' ? `[${value}]` : (snapshot.strings[value] ?? '?');
}
