/**
 * Each test file is one browser of its own, also for BroadcastChannel. The browser-like project
 * runs its files in worker threads of one process, and Node's BroadcastChannel reaches every
 * thread of the process: the database library tells other tabs of each write through one, so a
 * write in one file's fake database was heard as "another tab wrote" in every file running
 * beside it (its live queries ran again, a device without the database learnt that it had one).
 * Here every channel's name gets a prefix of this file's own: the channels of one file still
 * hear each other, as tabs of one browser do.
 */
const Shared = globalThis.BroadcastChannel;
const prefix = `${crypto.randomUUID()}:`;

if (Shared !== undefined) {
  globalThis.BroadcastChannel = class FileLocalBroadcastChannel extends Shared {
    constructor(name: string) {
      super(prefix + name);
    }
  };
}
