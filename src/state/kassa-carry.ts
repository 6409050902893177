/**
 * The Pagatkassa carried from one evening to the next (rules.md §6): what the
 * Abrechnung records and the new evening takes. Screens reach the stored carry here.
 */
export {
  cancelKassaCarry,
  createSessionWithCarry,
  findKassaCarry,
  recordKassaCarry,
} from '@/persistence/repositories/kassa-carry-repository';
export { useKassaCarry } from '@/persistence/repositories/hooks';
