/** The players known from earlier evenings (name suggestions), as the screens see them. */
export { usePlayers } from '@/persistence/repositories/hooks';
export { rememberPlayers } from '@/persistence/repositories/players-repository';
