/**
 * The stored evenings as the screens see them: the live lists, and the changes
 * to an evening as a whole (rename, archive, delete and restore, import). Changes
 * inside an evening go through the session store (`session-store.ts`).
 *
 * The start screen imports this module: it loads no database code of its own. The live views
 * load theirs when the database exists, the changes theirs when they are made (a first visit's
 * start screen so needs neither Dexie nor a database).
 */
import type * as SessionRecords from '@/persistence/repositories/session-records';

export type { StoredSession } from '@/persistence/records';
export { useSession, useSessions } from '@/persistence/repositories/session-hooks';
/** What the start screen paints before the list is read (see evenings-hint.ts). */
export { eveningsExpected, rememberEvenings } from '@/persistence/evenings-hint';

type Records = typeof SessionRecords;
const records = (): Promise<Records> => import('@/persistence/repositories/session-records');

export const deleteSession: Records['deleteSession'] = async (...args) => (await records()).deleteSession(...args);
export const renameSession: Records['renameSession'] = async (...args) => (await records()).renameSession(...args);
export const restoreSession: Records['restoreSession'] = async (...args) => (await records()).restoreSession(...args);
export const setArchived: Records['setArchived'] = async (...args) => (await records()).setArchived(...args);
