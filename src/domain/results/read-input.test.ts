import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode';
import { readResultsInput, withResultsMeta } from './read-input';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'results');
const text = (name: string) => decodeCsvBytes(new Uint8Array(readFileSync(join(FIXTURES, name)))).text;

describe('a table given another name, date or source while they are typed', () => {
  it('is what reading the text with them gives, valid or not, without reading the table again', () => {
    for (const file of ['abakus-hausruck.csv', 'spreadsheet-tab.csv', 'season-hrc-1.csv']) {
      const table = readResultsInput(text(file), { id: 'x', name: 'Ergebnisliste' });
      for (const meta of [
        { id: 'x', name: 'Hausruck-Cup, 1. Turnier' },
        { id: 'x', name: 'HRC', date: '2025-10-03', source: 'ABAKUS' },
        { id: 'x', name: 'HRC', date: '3.10.2025' },
        { id: 'x', name: '' },
        { id: 'x', name: 'n'.repeat(81) },
      ]) {
        expect(withResultsMeta(table, meta)).toEqual(readResultsInput(text(file), meta));
      }
    }
  });

  it('leaves a JSON list and a table with problems to be read again', () => {
    const json = readResultsInput(readFileSync(join(FIXTURES, 'season-hrc-1.results.json'), 'utf8'), { id: 'x', name: 'E' });
    expect(json.ok && json.kind).toBe('json');
    expect(withResultsMeta(json, { id: 'x', name: 'F' })).toBeNull();
    const broken = readResultsInput('Nr.;Name;R1\n1;Anna;x\n', { id: 'x', name: 'E' });
    expect(broken.ok).toBe(false);
    expect(withResultsMeta(broken, { id: 'x', name: 'F' })).toBeNull();
  });
});
