// @vitest-environment node
import 'fake-indexeddb/auto';
import { createTournament, readTournament } from '@/persistence/repositories/tournaments-repository';
import { addPlayers } from '../tournament-registration';
import { deskStore } from './desk-store';
import { storePortSuite } from '@/testing/online/store-port-suite';

storePortSuite('the desk’s Dexie store (fake-indexeddb)', async (file) => {
  const id = file?.id ?? crypto.randomUUID();
  if (file) await createTournament(file);
  return {
    port: deskStore(id),
    stored: async () => {
      const read = await readTournament(id);
      return read && 'data' in read ? read.data : undefined;
    },
    register: async (name) => {
      const out = await addPlayers(id, [name]);
      if (!out.ok) throw new Error(out.errors[0]?.message);
    },
  };
});
