import type {
  enqueueSnackbar as notistackEnqueue,
  OptionsObject,
  SnackbarKey,
  SnackbarMessage,
} from 'notistack';

/**
 * The app's toasts: pages import `enqueueSnackbar` from here, never from 'notistack' (a lint rule keeps it so;
 * only app/toaster.tsx reaches the real package). notistack and its outlet are 8.5 kB gzip that most visits never
 * use, so they load on the first toast: the call is queued, the provider mounts the Toaster (lazy chunk), and the
 * Toaster replays the queue into notistack. After that, calls go straight through.
 */
type Enqueue = typeof notistackEnqueue;
type Call = { message: SnackbarMessage | undefined; options: OptionsObject & { key: SnackbarKey } };

let outlet: Enqueue | undefined;
let wanted = false;
let nextKey = 0;
const queue: Call[] = [];
const listeners = new Set<() => void>();

/** True once a toast was asked for: the provider then mounts the Toaster (and keeps it). */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Toaster hands over notistack's enqueue once its SnackbarProvider is mounted (undefined when it unmounts). */
export function attachToastOutlet(enqueue: Enqueue | undefined): void {
  outlet = enqueue;
  if (!enqueue) return;
  for (const call of queue.splice(0)) enqueue(call.message, call.options);
}

export const enqueueSnackbar = ((
  messageOrOptions: SnackbarMessage | (OptionsObject & { message?: SnackbarMessage }),
  maybeOptions?: OptionsObject,
): SnackbarKey => {
  if (outlet) {
    // Straight through, with the arguments exactly as given (both of notistack's call forms).
    const forward = outlet as (...args: unknown[]) => SnackbarKey;
    return maybeOptions === undefined ? forward(messageOrOptions) : forward(messageOrOptions, maybeOptions);
  }
  const isOptionsOnly =
    typeof messageOrOptions === 'object' &&
    messageOrOptions !== null &&
    !('$$typeof' in messageOrOptions) &&
    maybeOptions === undefined;
  const { message, ...options } = isOptionsOnly
    ? (messageOrOptions as OptionsObject & { message?: SnackbarMessage })
    : { ...maybeOptions, message: messageOrOptions as SnackbarMessage };
  const key = options.key ?? `toast-${++nextKey}`;
  queue.push({ message, options: { ...options, key } });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return key;
}) as Enqueue;
