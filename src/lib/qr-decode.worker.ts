/**
 * The scanner's decoder off the main thread: each message is one frame's pixels, each answer
 * its QR text. The camera view and the screen stay smooth however long a frame takes.
 */
import { decodeFrame, type DecodeReply, type DecodeRequest } from './qr-decode';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(reply: DecodeReply): void;
};

scope.onmessage = (event) => {
  scope.postMessage(decodeFrame(event.data));
};
