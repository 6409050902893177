/**
 * Every zustand store the code under test creates, with its initial state, so the test setup
 * can put them all back between tests (zustand's own testing recipe). The setup file swaps
 * zustand's `create` for `resettableCreate(create)`.
 */
import type { StateCreator, create as zustandCreate } from 'zustand';

type Create = typeof zustandCreate;
type AnyCreator = StateCreator<unknown, [], []>;

const resets = new Set<() => void>();

/** Puts every store created so far back to its initial state. */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

/** zustand's `create`, remembering each store's initial state; curried and uncurried like the original. */
export function resettableCreate(original: Create): Create {
  const createUncurried = (creator: AnyCreator) => {
    const store = original(creator);
    const initial = store.getState();
    resets.add(() => store.setState(initial, true));
    return store;
  };
  const create = (creator?: AnyCreator) => (creator === undefined ? createUncurried : createUncurried(creator));
  return create as unknown as Create;
}
