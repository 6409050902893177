/**
 * The one home for "run after the previous one": a queue per key. Every writer of one record
 * (one tournament, say) goes through the same key, so two writes never interleave; writes to
 * different keys run side by side. A task runs after the previous one of its key settled,
 * whatever its outcome; its own outcome is handed back unchanged.
 *
 * WARNING: a task must not wait for another task of its own key (it would wait for itself).
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function sequentialByKey(): KeyedQueue {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The map keeps only keys with work queued.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/** One queue for everything: `sequentialByKey` with a single key. */
export function sequential(): <T>(task: () => Promise<T>) => Promise<T> {
  const queue = sequentialByKey();
  return (task) => queue('', task);
}
