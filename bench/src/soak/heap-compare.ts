/**
 * What grew between two heap snapshots of one process: object counts and self sizes per class (heapsnapshot.ts's
 * `classOf`), and for the classes that grew most, who holds the objects the later snapshot has and the earlier
 * did not (V8 keeps an object's id across snapshots of one inspector session), with one shortest retaining path
 * to a GC root, as DevTools' "Retainers" pane shows it. Weak edges hold nothing and are left out.
 */
import { classOf, edgeNameOf, type HeapSnapshot, idOf, selfSizeOf } from './heapsnapshot';

export type ClassFigures = { count: number; size: number };
export type Grower = { name: string; before: ClassFigures; after: ClassFigures; added: ClassFigures };

function summarise(snapshot: HeapSnapshot, pick: (node: number) => boolean = () => true) {
  const byClass = new Map<string, ClassFigures>();
  for (let node = 0; node < snapshot.nodeCount; node += 1) {
    if (!pick(node)) continue;
    const name = classOf(snapshot, node);
    const figures = byClass.get(name) ?? { count: 0, size: 0 };
    figures.count += 1;
    figures.size += selfSizeOf(snapshot, node);
    byClass.set(name, figures);
  }
  return byClass;
}

/** Classes by growth of their self size, with how much of the later snapshot is new since the earlier one. */
export function compareClasses(before: HeapSnapshot, after: HeapSnapshot, isNew: (node: number) => boolean) {
  const was = summarise(before);
  const now = summarise(after);
  const added = summarise(after, isNew);
  const empty = { count: 0, size: 0 };
  const names = new Set([...was.keys(), ...now.keys()]);
  return [...names]
    .map((name) => ({
      name,
      before: was.get(name) ?? empty,
      after: now.get(name) ?? empty,
      added: added.get(name) ?? empty,
    }))
    .sort((a, b) => b.after.size - b.before.size - (a.after.size - a.before.size));
}

/** Ids of the earlier snapshot, to tell which objects of the later one are new. */
export function newSince(before: HeapSnapshot, after: HeapSnapshot): (node: number) => boolean {
  const ids = new Set<number>();
  for (let node = 0; node < before.nodeCount; node += 1) ids.add(idOf(before, node));
  return (node) => !ids.has(idOf(after, node));
}

export type Retainers = { nodes: Uint32Array; edges: Uint32Array; start: Uint32Array; distance: Uint32Array };

const UNREACHED = 0xffffffff;

/** Every node's retainers (node and edge, weak edges left out) and its distance from the root in edges. */
export function indexRetainers(snapshot: HeapSnapshot): Retainers {
  const weak = snapshot.edgeTypes.indexOf('weak');
  const { edgeFields, edge: field } = snapshot;
  const counts = new Uint32Array(snapshot.nodeCount + 1);
  const each = (visit: (from: number, edge: number, to: number) => void) => {
    for (let from = 0; from < snapshot.nodeCount; from += 1) {
      for (
        let edge = snapshot.firstEdge[from] as number;
        edge < (snapshot.firstEdge[from + 1] as number);
        edge += edgeFields
      ) {
        if (snapshot.edges[edge + field.type] === weak) continue;
        visit(from, edge, (snapshot.edges[edge + field.toNode] as number) / snapshot.nodeFields);
      }
    }
  };
  each((_from, _edge, to) => {
    counts[to] = (counts[to] as number) + 1;
  });
  const start = new Uint32Array(snapshot.nodeCount + 1);
  for (let node = 0; node < snapshot.nodeCount; node += 1)
    start[node + 1] = (start[node] as number) + (counts[node] as number);
  const nodes = new Uint32Array(start[snapshot.nodeCount] as number);
  const edges = new Uint32Array(nodes.length);
  const filled = start.slice();
  const distance = new Uint32Array(snapshot.nodeCount).fill(UNREACHED);
  const queue = new Uint32Array(snapshot.nodeCount);
  each((from, edge, to) => {
    const slot = filled[to] as number;
    nodes[slot] = from;
    edges[slot] = edge;
    filled[to] = slot + 1;
  });
  distance[0] = 0;
  for (let head = 0, tail = 1; head < tail; head += 1) {
    const from = queue[head] as number;
    for (
      let edge = snapshot.firstEdge[from] as number;
      edge < (snapshot.firstEdge[from + 1] as number);
      edge += edgeFields
    ) {
      if (snapshot.edges[edge + field.type] === weak) continue;
      const to = (snapshot.edges[edge + field.toNode] as number) / snapshot.nodeFields;
      if (distance[to] !== UNREACHED) continue;
      distance[to] = (distance[from] as number) + 1;
      queue[tail] = to;
      tail += 1;
    }
  }
  return { nodes, edges, start, distance };
}

/** `Holder.edge` for each retainer of the new objects of `name`, most common first. */
export function retainersOf(
  snapshot: HeapSnapshot,
  index: Retainers,
  name: string,
  isNew: (node: number) => boolean,
) {
  const groups = new Map<string, { count: number; size: number; sample: number }>();
  for (let node = 0; node < snapshot.nodeCount; node += 1) {
    if (!isNew(node) || classOf(snapshot, node) !== name) continue;
    for (let slot = index.start[node] as number; slot < (index.start[node + 1] as number); slot += 1) {
      const holder = index.nodes[slot] as number;
      const key = `${classOf(snapshot, holder)} .${edgeNameOf(snapshot, index.edges[slot] as number)}`;
      const group = groups.get(key) ?? { count: 0, size: 0, sample: node };
      group.count += 1;
      group.size += selfSizeOf(snapshot, node);
      groups.set(key, group);
    }
  }
  return [...groups.entries()].sort(([, a], [, b]) => b.size - a.size);
}

/** The shortest retaining path from `node` back to a GC root: `Holder.edge ← Holder.edge ← …`. */
export function pathToRoot(snapshot: HeapSnapshot, index: Retainers, node: number, limit = 14): string[] {
  const path: string[] = [];
  let current = node;
  while (path.length < limit && (index.distance[current] as number) > 1) {
    let best = -1;
    for (let slot = index.start[current] as number; slot < (index.start[current + 1] as number); slot += 1) {
      const holder = index.nodes[slot] as number;
      if (
        best < 0 ||
        (index.distance[holder] as number) < (index.distance[index.nodes[best] as number] as number)
      )
        best = slot;
    }
    if (best < 0) break;
    current = index.nodes[best] as number;
    path.push(`${classOf(snapshot, current)} .${edgeNameOf(snapshot, index.edges[best] as number)}`);
  }
  return path;
}
