import type { Messages } from '@/i18n/i18n';

/** The tournament's texts for its cup season: the season in the setup, cup numbers in the registration. */
export const tournamentSeasonMessages = {
  de: {
    season: 'Gehört zur Cup-Saison',
    noSeason: 'keine Cup-Saison',
    seasonHint: 'Regeln und Cuppunkte kommen von der Saison; die Spieler bekommen ihre Cupnummer vorgeschlagen.',
    cupHeine: 'Heine (nach Punkten)',
    cupFixpunkte: 'Fixpunkte (223, 198 …)',
    cupKeep: 'eigene Liste ({first} …)',
    cupOff: 'keine',
    cupNumber: 'Cupnummer',
    cupNumberHint: 'Freiwillig; ordnet den Spieler in der Saison zu.',
    cupNumberBadge: 'Nr. {number}',
    suggested: 'Laut Saison: Nr. {number}',
    takeSuggestion: 'Nr. {number} für {name} eintragen',
    take: 'Nr. {number}?',
    numberSet: '{name}: Cupnummer {number}.',
    numberRemoved: '{name}: keine Cupnummer mehr.',
  },
  en: {
    season: 'Belongs to the cup season',
    noSeason: 'no cup season',
    seasonHint: 'Rules and cup points come from the season; players get their cup number suggested.',
    cupHeine: 'Heine (by score)',
    cupFixpunkte: 'Fixpunkte (223, 198 …)',
    cupKeep: 'own list ({first} …)',
    cupOff: 'none',
    cupNumber: 'Cup number',
    cupNumberHint: 'Optional; matches the player across the season.',
    cupNumberBadge: 'No. {number}',
    suggested: 'From the season: No. {number}',
    takeSuggestion: 'Enter No. {number} for {name}',
    take: 'No. {number}?',
    numberSet: '{name}: cup number {number}.',
    numberRemoved: '{name}: no cup number any more.',
  },
} satisfies Messages;
