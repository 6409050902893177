/**
 * What the backup reads and writes besides the evenings, rule sets and player
 * names (`sessions.ts`, `rule-sets.ts`, `players.ts`): the tournaments with
 * their tables' history, the cup seasons, the carried-over Pagatkassa pots, and the restore that writes everything of a
 * bundle in one transaction.
 */
export { importBackup } from '@/persistence/repositories/backup-repository';
export { listKassaCarries } from '@/persistence/repositories/kassa-carry-repository';
export { listAllResultLog, listTournaments } from '@/persistence/repositories/tournaments-repository';
export { listSeasons } from '@/persistence/repositories/seasons-repository';
export { useTournaments } from '@/persistence/repositories/tournament-hooks';
export { useKassaCarries } from '@/persistence/repositories/hooks';
export { listRoundTableKeys } from '@/persistence/repositories/round-sessions-repository';
