/**
 * Who sends what where: the load balancer in front of the API processes and the client addresses an attacker
 * has. Every loopback address 127.0.0.0/8 is local on Linux, so a request sent from 127.20.0.7 reaches the API
 * on 127.0.0.1 with 127.20.0.7 as its client IP: a burst from many addresses is what a botnet sends, and it keeps
 * the per-IP limits from hiding the per-account limits under test.
 */
import { type Reply, type RequestOptions, send } from './http';

/** Round-robin over the API processes, like a load balancer: request i goes to process i mod n. */
export type Balancer = {
  origins: readonly string[];
  /** The origin that the i-th request of a burst goes to. */
  originFor: (index: number) => string;
  send: (index: number, path: string, options?: RequestOptions) => Promise<Reply>;
};

export function createBalancer(origins: readonly string[]): Balancer {
  if (origins.length === 0) throw new Error('a balancer needs at least one origin');
  const originFor = (index: number) => origins[index % origins.length] as string;
  return {
    origins,
    originFor,
    send: (index, path, options) => send(originFor(index), path, options),
  };
}

export type AddressPool = { next: () => string };

/**
 * Fresh client addresses, never the same twice in a run (127.20.0.1, 127.20.0.2, …): rate-limit counters of one
 * attack cannot spill into the next.
 */
export function createAddressPool(secondOctet = 20): AddressPool {
  let counter = 0;
  return {
    next: () => {
      counter += 1;
      const third = Math.floor(counter / 250);
      const fourth = (counter % 250) + 1;
      return `127.${secondOctet + Math.floor(third / 250)}.${third % 250}.${fourth}`;
    },
  };
}

/** Sends `count` requests at once through the balancer; `build` says what request i is. */
export function burst(
  balancer: Balancer,
  count: number,
  build: (index: number) => { path: string; options?: RequestOptions },
): Promise<Reply[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const { path, options } = build(index);
      return balancer.send(index, path, options);
    }),
  );
}
