/**
 * The stored evenings as the screens see them: the live lists, and the changes
 * to an evening as a whole (rename, archive, delete and restore, import). Changes
 * inside an evening go through the session store (`session-store.ts`).
 */
export type { StoredSession } from '@/persistence/records';
export { useSession, useSessions } from '@/persistence/repositories/hooks';
/** What the start screen paints before the list is read (see evenings-hint.ts). */
export { eveningsExpected, rememberEvenings } from '@/persistence/evenings-hint';
export {
  deleteSession,
  listSessions,
  renameSession,
  restoreSession,
  setArchived,
} from '@/persistence/repositories/session-records';
