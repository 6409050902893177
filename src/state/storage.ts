/**
 * What the screens may know of the storage itself: turning a failure into a
 * typed `StorageError`, and asking the browser to keep the data (persistent storage).
 */
export { toStorageError, type StorageError, type StorageErrorCode } from '@/persistence/storage-errors';
export {
  getPersistenceState,
  requestPersistence,
  requestPersistenceOnce,
  type PersistenceState,
} from '@/persistence/persistent-storage';
