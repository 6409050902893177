/**
 * Finding a player in a long list (registration, draft, seating, standings) by typing part
 * of the name: case, accents and umlauts do not matter ("mull" finds "Müller", "huber a"
 * finds "Anna Huber"), every typed word must be part of the name. Pure, no React.
 */

/**
 * The keys folded last, by text: a list of 200 names is filtered again at every change of the
 * tournament and every keystroke, and folding (Unicode normalisation, a locale's lower case)
 * costs far more than a look-up. Bounded: emptied when full.
 */
const folded = new Map<string, string>();
const FOLDED_KEPT = 5_000;

/** The name folded for comparing: lower case, without accents, ß as ss, spaces collapsed. */
export function searchKey(text: string): string {
  const known = folded.get(text);
  if (known !== undefined) return known;
  if (folded.size >= FOLDED_KEPT) folded.clear();
  const key = fold(text);
  folded.set(text, key);
  return key;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('de-AT')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of `query` is part of `name`; an empty query matches everyone. */
export function matchesName(name: string, query: string): boolean {
  return matchesWords(name, queryWords(query));
}

function queryWords(query: string): string[] {
  return searchKey(query).split(' ').filter((w) => w !== '');
}

function matchesWords(name: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const key = searchKey(name);
  return words.every((w) => key.includes(w));
}

/** The items whose name matches, in their order. */
export function filterByName<T>(items: readonly T[], nameOf: (item: T) => string, query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => matchesWords(nameOf(item), words));
}

/** A list this long gets a search field. */
export const SEARCH_FROM = 12;
