/**
 * Finding a player in a long list (registration, draft, seating, standings) by typing part
 * of the name: case, accents and umlauts do not matter ("mull" finds "Müller", "huber a"
 * finds "Anna Huber"), every typed word must be part of the name. Pure, no React.
 */

/** The name folded for comparing: lower case, without accents, ß as ss, spaces collapsed. */
export function searchKey(text: string): string {
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
  const words = searchKey(query).split(' ').filter((w) => w !== '');
  if (words.length === 0) return true;
  const key = searchKey(name);
  return words.every((w) => key.includes(w));
}

/** The items whose name matches, in their order. */
export function filterByName<T>(items: readonly T[], nameOf: (item: T) => string, query: string): T[] {
  if (searchKey(query) === '') return [...items];
  return items.filter((item) => matchesName(nameOf(item), query));
}

/** A list this long gets a search field. */
export const SEARCH_FROM = 12;
