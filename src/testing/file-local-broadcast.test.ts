/**
 * A test file hears only its own BroadcastChannel messages: what another file's thread sends on
 * a channel of the same name (the database library's "another tab wrote") does not reach it.
 */
import { BroadcastChannel as ProcessWideChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

function heard(channel: { onmessage: unknown }): unknown[] {
  const messages: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => messages.push(event.data);
  return messages;
}

describe('BroadcastChannel in the browser-like tests', () => {
  it('reaches the channels of the same file, not a channel of that name in another thread', async () => {
    const listener = new BroadcastChannel('storagemutated');
    const sameFile = new BroadcastChannel('storagemutated');
    // A process-wide channel stands for another file's: it reaches every thread, this one too.
    const otherFile = new ProcessWideChannel('storagemutated');
    const control = new ProcessWideChannel('storagemutated');
    const byListener = heard(listener);
    const byControl = heard(control);
    try {
      for (let i = 1; i <= 3; i += 1) otherFile.postMessage(`from another file ${i}`);
      sameFile.postMessage('from this file');
      await expect.poll(() => byControl).toHaveLength(3);
      await expect.poll(() => byListener).toContain('from this file');
      // One more round trip of the other file's channel: what it sent has been delivered here.
      otherFile.postMessage('last');
      await expect.poll(() => byControl).toHaveLength(4);
      expect(byListener).toEqual(['from this file']);
    } finally {
      for (const channel of [listener, sameFile, otherFile, control]) channel.close();
    }
  });
});
