import { describe, expect, it } from 'vitest';
import { sequential, sequentialByKey } from './sequential';

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe('sequentialByKey', () => {
  it('runs the tasks of one key one after the other, in the order given, whatever their outcome', async () => {
    const queue = sequentialByKey();
    const log: string[] = [];
    const first = gate();
    const a = queue('t1', async () => {
      log.push('a start');
      await first.opened;
      log.push('a end');
      throw new Error('a failed');
    });
    const b = queue('t1', async () => {
      log.push('b');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    first.open();
    await expect(a).rejects.toThrow('a failed');
    expect(await b).toBe(2);
    expect(log).toEqual(['a start', 'a end', 'b']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = sequentialByKey();
    const held = gate();
    const log: string[] = [];
    const a = queue('t1', async () => {
      await held.opened;
      log.push('t1');
    });
    await queue('t2', async () => {
      log.push('t2');
    });
    expect(log).toEqual(['t2']);
    held.open();
    await a;
    expect(log).toEqual(['t2', 't1']);
  });

  it('sequential is one queue for everything', async () => {
    const run = sequential();
    const log: number[] = [];
    await Promise.all([3, 1, 2].map((n) => run(async () => {
      await new Promise((r) => setTimeout(r, n));
      log.push(n);
    })));
    expect(log).toEqual([3, 1, 2]);
  });
});
