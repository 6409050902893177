import { describe, expect, it } from 'vitest';
import { columnEm, MAX_PROJECTOR_PAGES, projectorArea, projectorLayout, READABLE_FONT_PX, type ProjectorInput } from './projector-layout';

const WALL = projectorArea(1920, 1080);

function wall(players: number, rounds = 3, cupPoints = true): ProjectorInput {
  return { ...WALL, players, rounds, cupPoints };
}

/** The layout really fits its space: every column's width and every page's rows. */
function fits(input: ProjectorInput, layout: ReturnType<typeof projectorLayout>): boolean {
  const width = layout.columns * columnEm(input.rounds, input.cupPoints, layout.showRounds) * layout.fontPx;
  const height = (layout.rowsPerColumn + 1) * layout.rowPx;
  return width <= input.width && height <= input.height;
}

describe('the projector at 1920 × 1080', () => {
  it('shows 200 players in at most 4 pages, in several columns, with type readable from the back of the hall', () => {
    const layout = projectorLayout(wall(200));
    expect(layout.pages).toBeLessThanOrEqual(MAX_PROJECTOR_PAGES);
    expect(layout.columns).toBeGreaterThan(1);
    expect(layout.fontPx).toBeGreaterThanOrEqual(READABLE_FONT_PX);
    expect(layout.perPage * layout.pages).toBeGreaterThanOrEqual(200);
    expect(fits(wall(200), layout)).toBe(true);
  });

  it('shows the 13 players of a small night on one page, one column with their rounds, in large type', () => {
    const layout = projectorLayout(wall(13));
    expect(layout).toMatchObject({ pages: 1, columns: 1, showRounds: true });
    expect(layout.rowsPerColumn).toBeGreaterThanOrEqual(13);
    expect(layout.fontPx).toBeGreaterThan(40);
    expect(fits(wall(13), layout)).toBe(true);
  });

  it('keeps the round columns while the type stays readable, and drops them before it gets too small', () => {
    expect(projectorLayout(wall(30)).showRounds).toBe(true);
    const many = projectorLayout(wall(200));
    expect(many.showRounds).toBe(false);
  });

  it('never needs more than 4 pages for 13 to 250 players, and every layout fits the wall', () => {
    for (let players = 13; players <= 250; players++) {
      const input = wall(players);
      const layout = projectorLayout(input);
      expect(layout.pages, `${players} players`).toBeLessThanOrEqual(MAX_PROJECTOR_PAGES);
      expect(layout.perPage * layout.pages).toBeGreaterThanOrEqual(players);
      expect(fits(input, layout), `${players} players`).toBe(true);
    }
  });

  it('prefers fewer pages to larger type as long as the type stays readable', () => {
    // 60 players fit one page in readable type (without the round columns) rather than two larger pages.
    const layout = projectorLayout(wall(60));
    expect(layout.pages).toBe(1);
    expect(layout.fontPx).toBeGreaterThanOrEqual(READABLE_FONT_PX);
  });

  it('a small window still gets a layout that fits, with as many pages as it takes', () => {
    const input = { ...projectorArea(800, 450), players: 200, rounds: 3, cupPoints: true };
    const layout = projectorLayout(input);
    expect(layout.perPage * layout.pages).toBeGreaterThanOrEqual(200);
    expect(fits(input, layout)).toBe(true);
  });
});
