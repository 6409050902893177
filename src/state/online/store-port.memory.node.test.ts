// @vitest-environment node
import { newPlayerIds } from '@/domain/tournament/player-ids';
import { MemoryTournamentStore } from '@/testing/online/memory-tournament-store';
import { storePortSuite } from '@/testing/online/store-port-suite';

storePortSuite('in memory', async (file) => {
  const store = new MemoryTournamentStore(file);
  return {
    port: store,
    stored: () => store.read(),
    register: async (name) => {
      await store.change((f) => ({ ...f, players: [...f.players, { id: newPlayerIds(f.players, 1, Math.random)[0]!, name }] }));
    },
  };
});
