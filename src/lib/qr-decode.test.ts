import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageOf, symbolOf } from '@/testing/qr-test-kit';
import { decodeFrame, type DecodeReply } from './qr-decode';

const TEXT = 'KB1:HANDIN:1/1:example';

describe("the scanner's decoder", () => {
  it("reads a frame's QR text and says how long it took", () => {
    const { width, height, data } = imageOf(symbolOf(TEXT).matrix);
    const reply = decodeFrame({ id: 7, width, height, data, timeLimit: 100 });
    expect(reply.id).toBe(7);
    expect(reply.text).toBe(TEXT);
    expect(reply.ms).toBeGreaterThanOrEqual(0);
  });

  it('a frame without a code is null, not an error', () => {
    const side = 64;
    const reply = decodeFrame({ id: 1, width: side, height: side, data: new Uint8Array(side * side * 4).fill(255), timeLimit: 10 });
    expect(reply).toMatchObject({ id: 1, text: null });
  });
});

describe("the decoder's worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers each frame with its id and text', async () => {
    const replies: DecodeReply[] = [];
    const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (reply: DecodeReply) => void } = {
      onmessage: null,
      postMessage: (reply) => replies.push(reply),
    };
    vi.stubGlobal('self', scope);
    await import('./qr-decode.worker');
    const { width, height, data } = imageOf(symbolOf(TEXT).matrix);
    scope.onmessage!({ data: { id: 3, width, height, data, timeLimit: 100 } });
    scope.onmessage!({ data: { id: 4, width: 8, height: 8, data: new Uint8Array(256).fill(255), timeLimit: 10 } });
    expect(replies.map((r) => [r.id, r.text])).toEqual([[3, TEXT], [4, null]]);
  });
});
