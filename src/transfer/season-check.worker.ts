/**
 * The season file's check off the main thread: the message is the file's text, the answers
 * are the progress after each tournament and then the checked file (or its problems). A 20 MB
 * season takes seconds to check; the page stays responsive meanwhile.
 */
import { checkSeasonText } from './season-check';
import type { SeasonCheckReply } from './season-check-worker';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(reply: SeasonCheckReply): void;
};

scope.onmessage = (event) => {
  const result = checkSeasonText(event.data, (done, total) => scope.postMessage({ kind: 'progress', done, total }));
  scope.postMessage({ kind: 'done', result });
};
