export function ScanHandInsScreen(_: { tournamentId: string; round: number }) {
  return null;
}
