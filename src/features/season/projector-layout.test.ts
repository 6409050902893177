import { describe, expect, it } from 'vitest';
import {
  estimateNameEm, MAX_PAGES, oefCutIndex, READABLE_FONT_PX, seasonColumnEm, seasonProjectorArea, seasonProjectorLayout, type SeasonProjectorInput,
} from './projector-layout';

const WALL = seasonProjectorArea(1920, 1080);
const LONG = estimateNameEm('Anna-Maria Oberhuber-Leitner');

function wall(players: number, nameEm = LONG, tournaments = 6, oef = true): SeasonProjectorInput {
  return { ...WALL, players, nameEm, oef, tournaments };
}

/** The layout fits its space: every column with the longest name in full, every row of a page. */
function fits(input: SeasonProjectorInput, layout: ReturnType<typeof seasonProjectorLayout>): boolean {
  const gap = 1.2 * layout.fontPx;
  const width = layout.columns * seasonColumnEm(input, layout.showResults) * layout.fontPx - gap;
  const height = (layout.rowsPerColumn + 1) * layout.rowPx;
  return width <= input.width && height <= input.height;
}

describe('the season projector at 1920 × 1080', () => {
  it('shows 88 players with long names in full, in several columns, readable, in at most three pages', () => {
    const layout = seasonProjectorLayout(wall(88));
    expect(layout.nameEm).toBe(LONG);
    expect(layout.columns).toBeGreaterThanOrEqual(2);
    expect(layout.fontPx).toBeGreaterThanOrEqual(READABLE_FONT_PX);
    expect(layout.pages).toBeLessThanOrEqual(3);
    expect(fits(wall(88), layout)).toBe(true);
    // As many columns as fit: one more would run off the wall at this type.
    const more = { ...layout, columns: layout.columns + 1 };
    expect(fits(wall(88), more)).toBe(false);
  });

  it('fills the wall with 18 players: large type, one page, the tournaments shown', () => {
    const layout = seasonProjectorLayout(wall(18, estimateNameEm('Bernd Maier')));
    expect(layout.pages).toBe(1);
    expect(layout.showResults).toBe(true);
    expect(layout.fontPx).toBeGreaterThanOrEqual(30);
    // The used columns take more than half the wall's width (not 60 % empty).
    const used = layout.columns * seasonColumnEm(wall(18, estimateNameEm('Bernd Maier')), layout.showResults) * layout.fontPx;
    expect(used / WALL.width).toBeGreaterThan(0.5);
    expect(fits(wall(18, estimateNameEm('Bernd Maier')), layout)).toBe(true);
  });

  it('holds 400 players in at most four pages and every layout fits', () => {
    for (const players of [1, 5, 30, 88, 150, 200, 400]) {
      const input = wall(players);
      const layout = seasonProjectorLayout(input);
      expect(layout.perPage * layout.pages).toBeGreaterThanOrEqual(players);
      expect(layout.pages).toBeLessThanOrEqual(MAX_PAGES);
      expect(fits(input, layout)).toBe(true);
    }
  });

  it('draws the ÖF cut below the last qualified place only', () => {
    expect(oefCutIndex([{ oefStartPoints: 1 }, { oefStartPoints: 1 }, { oefStartPoints: null }])).toBe(1);
    expect(oefCutIndex([{ oefStartPoints: 1 }, { oefStartPoints: 1 }])).toBeNull();
    expect(oefCutIndex([{}, {}])).toBeNull();
  });
});
