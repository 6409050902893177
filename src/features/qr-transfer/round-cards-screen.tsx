export function RoundCardsScreen(_: { tournamentId: string; round: number }) {
  return null;
}
