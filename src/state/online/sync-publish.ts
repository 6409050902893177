/**
 * The standings for spectators: derived on a director desk and published into the
 * tournament's public database when they changed. One writer at a time per desk; a newer
 * revision another desk wrote is asked for and written over (the standings are derived, so
 * the newest file's are right). Publications run in a queue of their own (`Publishing`), so a
 * request to the server never holds up a merge or a hand-in.
 */
import { STANDINGS_ID } from '@/domain/online/documents';
import { publishedStandings, type PublishedStandings } from '@/domain/online/published';
import type { TournamentFile } from '@/domain/tournament/model';
import { canonicalJson } from '@/domain/canonical-json';
import { sequential } from '@/lib/sequential';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { PouchDatabase } from './pouch-types';
import { resolvePublishedConflicts } from './published-conflicts';

/** What the publication needs from the sync it belongs to. */
export interface PublishingContext {
  /** The tournament's public database on the server. */
  remote: PouchDatabase;
  /** The stored tournament as it is now. */
  read(): Promise<TournamentFile | undefined>;
  now(): Date;
  stopped(): boolean;
  failed(error: OnlineErrorCode): void;
}

/**
 * The desk's publications: at most one waits, and it publishes the stored tournament as it is
 * when it runs (however many changes asked for it meanwhile).
 */
export class Publishing {
  private readonly queue = sequential();
  private waiting: Promise<void> | null = null;
  private readonly publisher: StandingsPublisher;

  constructor(private readonly ctx: PublishingContext) {
    this.publisher = new StandingsPublisher(ctx.remote);
  }

  /** Publishes the stored tournament's standings (joined to a publication that waits). */
  publishNow(): Promise<void> {
    this.waiting ??= this.queue(() => {
      this.waiting = null;
      return this.publish();
    });
    return this.waiting;
  }

  /** Resolves when the publication running now (if any) is done. */
  settled(): Promise<void> {
    return this.queue(async () => undefined);
  }

  private async publish(): Promise<void> {
    if (this.ctx.stopped()) return;
    const file = await this.ctx.read();
    if (!file) return;
    const error = await this.publisher.publish(file, this.ctx.now().toISOString());
    if (error) this.ctx.failed(error);
  }
}

class StandingsPublisher {
  private publishedJson = '';
  private publishedRev: string | undefined;

  constructor(private readonly remote: PouchDatabase) {}

  /** Publishes `file`'s standings unless the same were published last; answers with what went wrong, or null. */
  async publish(file: TournamentFile, nowIso: string): Promise<OnlineErrorCode | null> {
    const doc: PublishedStandings = publishedStandings(file, nowIso);
    // The document is built in one order of its members, so its JSON compares as its content.
    const content = JSON.stringify({ ...doc, publishedAt: '' });
    if (content === this.publishedJson) return null;
    try {
      // The revision this device wrote last saves asking for it; another desk's newer one is asked for.
      let rev = this.publishedRev;
      if (!rev) {
        const old = await this.remote.get(STANDINGS_ID).catch((e: { status?: number }) => {
          if (e.status === 404) return null;
          throw e;
        });
        rev = old?._rev;
      }
      const put = (r: string | undefined) => this.remote.put({ ...doc, _id: STANDINGS_ID, ...(r ? { _rev: r } : {}) });
      const written = await put(rev).catch(async (e: { status?: number }) => {
        if (e.status !== 409) throw e;
        const current = await this.remote.get(STANDINGS_ID);
        // Another desk published these very standings (it stored the same change): nothing to write,
        // and the spectators are not sent the same standings twice.
        if (sameStandings(current, doc)) return { rev: current._rev! };
        return put(current._rev);
      });
      this.publishedRev = written.rev;
      this.publishedJson = content;
      // A cluster may have taken another desk's publish beside this one: one revision stays.
      if (await resolvePublishedConflicts(this.remote).catch(() => 0)) this.publishedRev = undefined;
      return null;
    } catch (e) {
      return onlineErrorCode(e);
    }
  }
}

/** The same standings, whenever and by whichever desk they were published. */
function sameStandings(a: object, b: object): boolean {
  const content = (d: object) => {
    const { _rev: _, _conflicts: __, publishedAt: ___, ...rest } = d as Record<string, unknown>;
    return canonicalJson(rest);
  };
  return content(a) === content(b);
}
