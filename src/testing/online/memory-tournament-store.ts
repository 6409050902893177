/**
 * The sync's store port in memory, for tests: the same rules as the desk's Dexie store
 * (`state/online/desk-store.ts`) — one step at a time, each on the file as stored then — and
 * checked against it by one behaviour suite (`testing/online/store-port-suite.ts`).
 */
import { parseHandIn } from '@/domain/tournament/hand-in';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import { sequential } from '@/lib/sequential';
import { planNetworkHandIn } from '@/state/online/desk-store';
import type { HandInHow, HandInResult, TournamentStorePort } from '@/state/online/sync-types';

export class MemoryTournamentStore implements TournamentStorePort {
  private stored: TournamentFile | undefined;
  private readonly queue = sequential();
  /** Every table result written, oldest first (the table's history). */
  readonly log: { round: number; table: number; result: TableResult; via: string }[] = [];

  constructor(file?: TournamentFile) {
    this.stored = file && structuredClone(file);
  }

  /** The stored file as it is now (a copy). */
  get file(): TournamentFile | undefined {
    return this.stored && structuredClone(this.stored);
  }

  async read(): Promise<TournamentFile | undefined> {
    return this.file;
  }

  update(change: (stored: TournamentFile | undefined) => TournamentFile | null): Promise<TournamentFile | undefined> {
    return this.queue(async () => {
      const next = change(this.file);
      if (next !== null) this.stored = structuredClone(next);
      return this.file;
    });
  }

  handIn(message: unknown, how: HandInHow): Promise<HandInResult> {
    return this.queue(async () => {
      const parsed = parseHandIn(message);
      if (!parsed.ok) return { kind: 'refused', reason: 'malformed' };
      const step = planNetworkHandIn(this.file, parsed.value, how);
      if (!('store' in step)) return step.answer;
      const { round, table, result, via = '' } = step.store;
      const next = this.file!;
      const drawn = next.rounds[round - 1]!.tables.find((x) => x.table === table)!;
      const action = drawn.result ? 'replaced' : 'accepted';
      drawn.result = result;
      this.stored = next;
      this.log.push({ round, table, result, via });
      return step.answer(this.file!, action);
    });
  }

  /** A change as the app's other writers make it (a registration, a correction): one step on the stored file. */
  change(apply: (file: TournamentFile) => TournamentFile): Promise<TournamentFile | undefined> {
    return this.update((file) => (file ? apply(file) : null));
  }
}
