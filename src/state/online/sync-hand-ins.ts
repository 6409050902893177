/**
 * Hand-ins from the network on a director desk, and the director's decisions on them. Each
 * new hand-in document is checked once (its id is its message's; this tournament's) and
 * handed to the store port, which checks it against the stored tournament and stores it
 * like a scanned one, or holds it for the director: another result for the table, other
 * hands than planned, or stored on the server after the round was closed (a cluster takes
 * one for a moment after the close). What waits or was refused is kept across reloads, with
 * one reason from a closed set. A decision is a document of its own that reaches every desk.
 */
import { decisionDoc, handInDocId, isHandInDoc, type HandInDoc, type Verdict } from '@/domain/online/documents';
import { readWaitingHandIn, stillWaiting, type WaitingHandIn } from '@/domain/online/hand-in-reasons';
import type { HandIn, TableResult, TournamentFile } from '@/domain/tournament/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { Hand } from '@/domain/model';
import { doneNothing, refused } from '../result';
import type { PouchDatabase } from './pouch-types';
import type { DecideResult, SyncStatus, TournamentStorePort } from './sync-types';

const SEEN_ID = '_local/kb-handins-seen';

/** What the hand-ins need from the sync they belong to. */
export interface HandInContext {
  tournamentId: string;
  port: TournamentStorePort;
  /** The local replica of the director database (decisions are written there). */
  director: PouchDatabase;
  /** The local replica of the hand-ins database. */
  handIns: PouchDatabase;
  status(): SyncStatus;
  setStatus(patch: Partial<SyncStatus>): void;
  /** Notes what a write to a replica (decisions, a scanned hand-in) produced as waiting for the server. */
  written(results: Awaited<ReturnType<PouchDatabase['bulkDocs']>>): Promise<void>;
  /** A table's result was stored: publish the standings now (they are read from the stored tournament). */
  publish(): void;
  /**
   * A result was stored: send the change to the other desks, in a step of the sync's own after
   * this one (joined with other changes waiting to be sent), so that another desk's documents
   * arriving meanwhile are not held up behind it. Never awaited inside a step.
   */
  send(): void;
}

interface SeenDoc {
  _rev?: string;
  ids: string[];
  waiting: WaitingHandIn[];
}

export class HandInDesk {
  constructor(private readonly ctx: HandInContext) {}

  /** The list as this desk last read or wrote it (only this desk writes it): read once, not at every hand-in. */
  private known: SeenDoc | null = null;

  private async seen(): Promise<SeenDoc> {
    if (this.known) return this.known;
    const doc = await this.ctx.handIns.get(SEEN_ID).catch(() => null);
    const ids = Array.isArray(doc?.ids) ? doc.ids.filter((x): x is string => typeof x === 'string') : [];
    const waiting = Array.isArray(doc?.waiting) ? doc.waiting.map(readWaitingHandIn).filter((w): w is WaitingHandIn => w !== null) : [];
    this.known = { ...(doc?._rev ? { _rev: doc._rev } : {}), ids, waiting };
    return this.known;
  }

  private async saveSeen(old: SeenDoc, ids: Iterable<string>, waiting: WaitingHandIn[]): Promise<void> {
    const body = { _id: SEEN_ID, ids: [...ids], waiting };
    const put = (rev: string | undefined) => this.ctx.handIns.put({ ...body, ...(rev ? { _rev: rev } : {}) });
    // Another tab of this device wrote it meanwhile: written over its revision (what it handled is handled again, unchanged).
    const out = await put(old._rev).catch(async (e: { status?: number }) => {
      if (e.status !== 409) throw e;
      return put((await this.ctx.handIns.get(SEEN_ID).catch(() => null))?._rev);
    });
    this.known = { _rev: out.rev, ids: body.ids, waiting };
    this.ctx.setStatus({ handIns: waiting });
  }

  /** What waited for the director before a reload or a crash waits still. */
  async restore(): Promise<void> {
    const { waiting } = await this.seen();
    if (waiting.length > 0) this.ctx.setStatus({ handIns: waiting });
  }

  /** The rounds open for network hand-ins as this desk last heard; undefined when it has not heard yet. */
  private isClosed(round: number): boolean {
    const open = this.ctx.status().openRounds;
    return open !== undefined && !open.includes(round);
  }

  /** Hand-ins not handled yet: checked once and stored, held or refused. */
  async process(): Promise<void> {
    const old = await this.seen();
    const seen = new Set(old.ids);
    // The ids first: only the hand-ins not handled yet are read whole (not every table's hands at every call).
    const ids = await this.ctx.handIns.allDocs({ startkey: 'handin:', endkey: 'handin:\uffff' });
    const unseen = ids.rows.map((r) => r.id).filter((id) => !seen.has(id));
    if (unseen.length === 0) return;
    const all = await this.ctx.handIns.allDocs({ include_docs: true, keys: unseen });
    const waiting = this.ctx.status().handIns.filter((h) => seen.has(h.id));
    let file: TournamentFile | undefined;
    let stored = false;
    let changed = false;
    for (const row of all.rows) {
      if (!row.doc || seen.has(row.id)) continue;
      seen.add(row.id);
      changed = true;
      const doc: unknown = row.doc;
      const raw = doc as { round?: unknown; table?: unknown } | undefined;
      const entry = { id: row.id, round: Number(raw?.round), table: Number(raw?.table) };
      if (!isHandInDoc(doc) || handInDocId(doc.message) !== row.id) {
        waiting.push({ ...entry, state: 'refused', reason: 'forged' });
        continue;
      }
      if (doc.tournament !== this.ctx.tournamentId || doc.message.tournament !== this.ctx.tournamentId) {
        waiting.push({ ...entry, state: 'refused', reason: 'other-tournament' });
        continue;
      }
      const out = await this.ctx.port.handIn(doc.message, { replace: false, ...(this.isClosed(doc.round) ? { hold: 'round-closed' as const } : {}) });
      if (out.kind === 'refused') {
        waiting.push({ ...entry, state: 'refused', reason: out.reason });
        continue;
      }
      file = out.file;
      if (out.kind === 'needs-confirmation') waiting.push({ ...entry, state: 'needs-confirmation', reason: out.reason, fingerprint: out.fingerprint });
      if (out.kind === 'accepted' || out.kind === 'replaced') {
        // The spectators get the new standings at once, not after the list below is saved.
        if (!stored) this.ctx.publish();
        stored = true;
      }
    }
    if (!changed) return;
    // The decisions are read only when a hand-in waits for one (not at every table's result).
    const still = waiting.some((w) => w.state === 'needs-confirmation') ? stillWaiting(waiting, await this.decidedIds(), file ?? (await this.ctx.port.read())) : waiting;
    await this.saveSeen(old, seen, still);
    // The other desks get the stored result (the spectators have been given theirs above).
    if (stored) this.ctx.send();
  }

  /** A hand-in this desk read from a QR code or a file, stored as the same document a phone would write. */
  async record(doc: HandInDoc): Promise<void> {
    const existing = await this.ctx.handIns.get(doc._id).catch(() => null);
    // Written on this desk: it waits for the server like any change of this desk's.
    if (!existing) await this.ctx.written(await this.ctx.handIns.bulkDocs([{ ...doc }]));
    const old = await this.seen();
    const waiting = this.ctx.status().handIns.filter((h) => h.id !== doc._id);
    await this.saveSeen(old, new Set([...old.ids, doc._id]), waiting);
  }

  /** The ids of the decision documents this desk has (from any desk). */
  private async decidedIds(): Promise<Set<string>> {
    const rows = await this.ctx.director.allDocs({ startkey: 'decision:', endkey: 'decision:\uffff' });
    return new Set(rows.rows.map((r) => r.id));
  }

  /** Drops from the list what a desk decided, or what the table's stored result already is. */
  async refresh(decisions: readonly { _id: string }[], file: TournamentFile): Promise<void> {
    const current = this.ctx.status().handIns;
    if (!current.some((h) => h.state === 'needs-confirmation')) return;
    const still = stillWaiting(current, new Set(decisions.map((d) => d._id)), file);
    if (still.length === current.length) return;
    const old = await this.seen();
    await this.saveSeen(old, old.ids, still);
  }

  /** The message of a hand-in this desk has (for the director's review), or null. */
  async message(handInId: string): Promise<(HandIn & { mac?: string }) | null> {
    const doc: unknown = await this.ctx.handIns.get(handInId).catch(() => null);
    return isHandInDoc(doc) ? doc.message : null;
  }

  /**
   * The director's decision on a waiting hand-in: `accepted` stores its result over the
   * table's (the same check as every hand-in), `rejected` keeps the stored one.
   */
  async decide(handInId: string, verdict: Verdict): Promise<DecideResult> {
    const doc: unknown = await this.ctx.handIns.get(handInId).catch(() => null);
    if (!isHandInDoc(doc)) return refused({ code: 'not-found' });
    let file: TournamentFile | undefined;
    if (verdict === 'accepted') {
      const out = await this.ctx.port.handIn(doc.message, { replace: true });
      if (out.kind === 'refused') return refused({ code: out.reason });
      if (out.kind === 'needs-confirmation') return refused({ code: 'changed' });
      file = out.file;
    } else {
      file = await this.ctx.port.read();
    }
    const table = file?.rounds[doc.round - 1]?.tables.find((x) => x.table === doc.table);
    if (!file || !table) return refused({ code: 'not-found' });
    const decision = decisionDoc(this.ctx.tournamentId, handInId, doc.round, doc.table, verdict, table.result ?? null);
    const existing = await this.ctx.director.get(decision._id).catch(() => null);
    await this.ctx.written(await this.ctx.director.bulkDocs([{ ...decision, ...(existing?._rev ? { _rev: existing._rev } : {}) }]));
    const old = await this.seen();
    await this.saveSeen(old, old.ids, this.ctx.status().handIns.filter((h) => h.id !== handInId));
    this.ctx.publish();
    this.ctx.send();
    return doneNothing();
  }

  /**
   * Two desks decided differently on one hand-in: the director's choice is kept (the other
   * versions are deleted) and its result becomes the table's result here.
   */
  async resolveDecision(docId: string, verdict: Verdict): Promise<DecideResult> {
    const winner = await this.ctx.director.get(docId, { conflicts: true }).catch(() => null);
    if (!winner) return refused({ code: 'not-found' });
    const versions = [winner, ...(await Promise.all((winner._conflicts ?? []).map((rev) => this.ctx.director.get(docId, { rev }))))];
    const chosen = versions.find((v) => v.kind === 'decision' && v.verdict === verdict);
    if (!chosen || chosen.kind !== 'decision' || typeof chosen.round !== 'number' || typeof chosen.table !== 'number') return refused({ code: 'not-found' });
    const drop = versions.filter((v) => v._rev !== chosen._rev).map((v) => ({ _id: docId, _rev: v._rev!, _deleted: true }));
    if (drop.length > 0) await this.ctx.written(await this.ctx.director.bulkDocs(drop));
    const round = chosen.round;
    const tableNo = chosen.table;
    const result = (chosen.result ?? null) as TableResult | null;
    await this.ctx.port.update((file) => {
      const table = file?.rounds[round - 1]?.tables.find((x) => x.table === tableNo);
      if (!file || !table) return null;
      const shown = table.result ? resultFingerprint(table.result as TableResult<Hand>) : '';
      if (shown === chosen.fingerprint) return null;
      const next = structuredClone(file);
      const t = next.rounds[round - 1]!.tables.find((x) => x.table === tableNo)!;
      if (result) t.result = result;
      else delete t.result;
      return next;
    });
    return doneNothing();
  }
}
