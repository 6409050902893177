/**
 * Renders a hand's explanation lines in German (the table's words, decimal comma,
 * real minus sign) or English. Lines are produced while settling (see lines.ts);
 * each key below is one kind of line.
 */
import type { ExplanationLine, GameId, PraemieId } from '../model';
import { GAMES } from '../rules/games';
import { GAME_NAMES, PRAEMIE_NAMES } from '../names';

export type ExplanationLang = 'de' | 'en';

const MINUS = '\u2212';

type P = Record<string, string | number>;

/** An exact amount param ("n/d" or a number) as text: whole numbers plain, fractions to two decimals. */
export function formatAmount(value: string | number | undefined, lang: ExplanationLang, sign = false): string {
  let x: number;
  if (typeof value === 'number') x = value;
  else if (typeof value === 'string' && /^-?\d+\/\d+$/.test(value)) {
    const [n, d] = value.split('/');
    x = Number(n) / Number(d);
  } else if (typeof value === 'string' && value !== '' && Number.isFinite(Number(value))) x = Number(value);
  else return String(value ?? '');
  const abs = Math.abs(x);
  let body = Number.isInteger(abs) ? String(abs) : abs.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  if (lang === 'de') body = body.replace('.', ',');
  if (x === 0) return '0';
  if (x < 0) return MINUS + body;
  return sign ? '+' + body : body;
}

function gameName(id: unknown, lang: ExplanationLang): string {
  return GAME_NAMES[id as GameId]?.[lang] ?? String(id);
}

function praemieName(id: unknown): string {
  return PRAEMIE_NAMES[id as PraemieId] ?? String(id);
}

function kontraLabel(level: number, vorfleck: boolean, lang: ExplanationLang): string {
  const factor = 2 ** (level + (vorfleck ? 1 : 0));
  if (vorfleck) {
    return level === 1 ? `Vorfleck ${factor}` : `Vorfleck + ${level === 2 ? 'Re' : `${lang === 'de' ? 'Stufe' : 'level'} ${level}`} ${factor}`;
  }
  const names = ['', 'Kontra', 'Re', 'Subkontra'];
  const name = names[level] ?? (lang === 'de' ? `Kontra-Stufe ${level}` : `Kontra level ${level}`);
  return `${name} ${factor}`;
}

function sideLabel(side: unknown, lang: ExplanationLang): string {
  if (lang === 'de') return side === 'opponents' ? 'Gegenpartei' : 'Spielerpartei';
  return side === 'opponents' ? 'opponents' : 'declarer side';
}

function num(p: P, key: string): number {
  const v = p[key];
  return typeof v === 'number' ? v : Number(v ?? 0);
}

type Render = (p: P, lang: ExplanationLang) => string;

const de = (lang: ExplanationLang, deText: string, enText: string): string => (lang === 'de' ? deText : enText);

/**
 * One point of view for signed amounts: what each opponent of the declarer gets
 * ("Gegner je +1"). `value` is signed for `side` (+ when that side scores).
 */
function perOpponent(value: string | number | undefined, side: string | number | undefined, lang: ExplanationLang): string {
  const flip = side === 'declarer';
  const text = typeof value === 'string' && value.startsWith('-') ? value.slice(1) : typeof value === 'number' ? Math.abs(value) : value;
  const negative = typeof value === 'number' ? value < 0 : typeof value === 'string' && value.startsWith('-');
  const zero = value === 0 || value === '0';
  const signed = zero ? 0 : (negative !== flip ? `-${String(text)}` : String(text));
  return `${de(lang, 'Gegner je', 'opponents each')} ${formatAmount(signed, lang, true)}`;
}

/** The tarockcup scheme's Jungfrau line, by the `jungfrau` switch (rules.md §7.1). */
function tarockcupJungfrau(p: P, lang: ExplanationLang, several: boolean): string {
  const value = formatAmount(p.value, lang);
  switch (p.jungfrau) {
    case 'payout':
      return several
        ? de(lang, `Jungfrauen teilen sich den ganzen Gewinn: je ${value} (${p.players})`, `Jungfrauen share the whole payout: ${value} each (${p.players})`)
        : de(lang, `Jungfrau bekommt den ganzen Gewinn: ${value} (${p.players})`, `Jungfrau gets the whole payout: ${value} (${p.players})`);
    case 'payoutRoundUp':
      return several
        ? de(lang, `Jungfrauen teilen sich den ganzen Gewinn, aufgerundet: je ${value} (${p.players})`, `Jungfrauen share the whole payout, rounded up: ${value} each (${p.players})`)
        : de(lang, `Jungfrau bekommt den ganzen Gewinn: ${value} (${p.players})`, `Jungfrau gets the whole payout: ${value} (${p.players})`);
    case 'payoutEach':
      return several
        ? de(lang, `Jede Jungfrau bekommt den ganzen Gewinn: je ${value} (${p.players})`, `Each Jungfrau gets the whole payout: ${value} each (${p.players})`)
        : de(lang, `Jungfrau bekommt den ganzen Gewinn: ${value} (${p.players})`, `Jungfrau gets the whole payout: ${value} (${p.players})`);
    default:
      return de(lang, `Jungfrau ${p.players}: bekommt das Doppelte, die anderen nichts`, `Jungfrau ${p.players}: gets double, the others nothing`);
  }
}

const RENDER: Record<string, Render> = {
  positive: (p, lang) => {
    const a = (k: string, sign = false) => formatAmount(p[k], lang, sign);
    const won = p.result === 'won';
    const game = gameName(p.game, lang);
    const hasPartnerGame = GAMES[p.game as GameId]?.hasPartner === true;
    const who = p.partner
      ? `${p.player} ${de(lang, 'mit', 'with')} ${p.partner}`
      : hasPartnerGame
        ? `${p.player} ${de(lang, 'allein', 'alone')}`
        : String(p.player);
    const level = num(p, 'kontra');
    let factors = '';
    if (level > 0) factors += ` × ${kontraLabel(level, num(p, 'vorfleck') === 1, lang)}`;
    const vf = a('valatFactor');
    const opp = p.valatSide === 'opponents' ? de(lang, ' der Gegner', ' by the opponents') : '';
    if (p.valat === 'silent') factors += ` × Valat${opp} ${vf}`;
    else if (p.valat === 'announced') factors += ` × ${de(lang, 'Valat angesagt', 'Valat announced')}${opp} ${vf}`;
    else if (p.valat === 'failed') factors += ` × ${vf} (${de(lang, 'Valat angesagt und nicht gemacht', 'announced Valat failed')}${opp})`;
    const body = factors ? `${a('tariff')}${factors} = ${a('value')}` : a('value');
    return `${game} ${won ? de(lang, 'gewonnen', 'won') : de(lang, 'verloren', 'lost')} (${who}): ${body} ${de(lang, 'je Gegner', 'per opponent')}`;
  },
  'positive.talonNoKontra': (p, lang) =>
    de(lang, `${gameName(p.game, lang)}, gerufener König im Talon: kein Kontra zählt`, `${gameName(p.game, lang)}, called king in the talon: no Kontra counts`),
  'positive.silentValatNoKontra': (_p, lang) =>
    de(lang, 'Stiller Valat: das Kontra aufs Spiel zählt nicht', 'Silent Valat: the Kontra on the game does not count'),
  valatFixed: (p, lang) => {
    const how = num(p, 'announced') ? de(lang, 'angesagt', 'announced') : de(lang, 'still', 'silent');
    const res = num(p, 'made') ? de(lang, 'gemacht', 'made') : de(lang, 'verloren', 'failed');
    const level = num(p, 'kontra');
    const k = level > 0 ? `, ${kontraLabel(level, false, lang)}` : '';
    return `Valat ${how} ${de(lang, 'und', 'and')} ${res} (${sideLabel(p.side, lang)}${k}): ${perOpponent(p.value, p.side, lang)}`;
  },
  praemie: (p, lang) => {
    const how = num(p, 'announced') ? de(lang, 'angesagt', 'announced') : de(lang, 'still', 'silent');
    const res = num(p, 'made') ? de(lang, 'gemacht', 'made') : de(lang, 'verloren', 'failed');
    const who = p.player ? String(p.player) : sideLabel(p.side, lang);
    const level = num(p, 'kontra');
    const k = level > 0 ? `, ${kontraLabel(level, false, lang)}` : '';
    const head = `${praemieName(p.praemie)} ${how} ${de(lang, 'und', 'and')} ${res} (${who}${k})`;
    if (p.status === 'valat') return `${head}: ${de(lang, 'zählt bei Valat nicht', 'does not count under a Valat')}`;
    if (p.status === 'valatFailed') return `${head}: ${de(lang, 'zählt beim verlorenen Valat nicht', 'does not count under a failed Valat')}`;
    if (p.status === 'silentLost') return `${head}: ${de(lang, 'zählt nicht (still und nicht gemacht)', 'does not count (silent and not made)')}`;
    return `${head}: ${perOpponent(p.value, p.side, lang)}`;
  },
  conceded: (p, lang) => {
    const birds = formatAmount(p.birds, lang);
    const sum = birds !== '0' ? `${formatAmount(p.tariff, lang)} + ${de(lang, 'Vogel', 'bird')} ${birds} = ${formatAmount(p.value, lang)}` : formatAmount(p.value, lang);
    return de(lang, `${gameName(p.game, lang)} geschleift (${p.player}): zahlt ${sum} an jeden`, `${gameName(p.game, lang)} conceded (${p.player}): pays ${sum} to each`);
  },
  negative: (p, lang) => {
    const won = p.result === 'won';
    const extra = num(p, 'doubled') ? de(lang, ' (Piccolo verloren doppelt)', ' (lost Piccolo counts double)') : '';
    return `${gameName(p.game, lang)} ${won ? de(lang, 'gewonnen', 'won') : de(lang, 'verloren', 'lost')} (${p.player}): ${formatAmount(p.tariff, lang)} ${de(lang, 'je Gegner', 'per opponent')}${extra}`;
  },
  'negative.kontra': (p, lang) =>
    `${kontraLabel(num(p, 'kontra'), false, lang).replace(/ \d+$/, '')} ${de(lang, 'von', 'by')} ${p.player}: ${formatAmount(p.value, lang)}`,
  'trischaken.kontra': (p) => `Kontra: ${p.players}`,
  'trischaken.tie': (p, lang) =>
    num(p, 'share')
      ? de(lang, `Punktegleich: ${p.players} verlieren gemeinsam und teilen sich die Zahlung`, `Tied: ${p.players} lose together and share the payment`)
      : de(lang, `Punktegleich: ${p.players} verlieren gemeinsam`, `Tied: ${p.players} lose together`),
  'trischaken.vorhandAlone': (p, lang) =>
    de(lang, `Trischaker punktegleich: verliert allein (${p.player})`, `Trischaker tied for the most points: loses alone (${p.player})`),
  'trischaken.loser': (p, lang) => {
    const labels: Record<string, [string, string]> = {
      voll: ['voll', 'full'],
      over35: ['über 35', 'over 35'],
      buergermeister: ['Bürgermeister', 'Bürgermeister'],
    };
    const label = labels[String(p.doubledBy)] ?? ['×2', '×2'];
    let factors = '';
    if (num(p, 'doubled')) factors += ` × ${de(lang, label[0], label[1])} 2`;
    if (num(p, 'vorhand')) factors += ` × Vorhand 2`;
    const body = factors ? `${formatAmount(p.base, lang)}${factors} = ${formatAmount(p.value, lang)}` : formatAmount(p.value, lang);
    return de(lang, `Trischaken: ${p.player} verliert (${p.cardPoints}): ${body} je Spieler`, `Trischaken: ${p.player} loses (${p.cardPoints}): ${body} per player`);
  },
  'trischaken.jungfrau': (p, lang) => {
    const several = num(p, 'count') > 1;
    switch (p.rule) {
      case 'hausregeln':
        return several
          ? de(lang, `Jungfrauen ${p.players}: teilen sich alles, die anderen bekommen nichts`, `Jungfrauen ${p.players}: share everything, the others get nothing`)
          : de(lang, `Jungfrau ${p.players}: bekommt alles, die anderen nichts`, `Jungfrau ${p.players}: gets everything, the others nothing`);
      case 'erotas':
        return de(lang, `Jungfrau ${p.players}: bekommt alles ohne Kontra-Aufschlag`, `Jungfrau ${p.players}: gets everything except the Kontra surplus`);
      case 'tarockcup':
        return tarockcupJungfrau(p, lang, several);
      case 'baden':
        return de(lang, `Jungfrau ${p.players}: kassiert ${formatAmount(p.value, lang)} von jedem`, `Jungfrau ${p.players}: collects ${formatAmount(p.value, lang)} from everyone`);
      default:
        return de(lang, `Jungfrau ${p.players}: kassiert die ganze Auszahlung`, `Jungfrau ${p.players}: collects the whole payout`);
    }
  },
  'trischaken.allTricks': (p, lang) =>
    de(lang, `${p.player} hat alle Stiche: zahlt ${formatAmount(p.value, lang)} an jeden`, `${p.player} took every trick: pays ${formatAmount(p.value, lang)} to each`),
  'trischaken.twoJungfrauen': (p, lang) =>
    de(lang, `Zwei Jungfrauen (${p.players}): je ${formatAmount(p.value, lang)}`, `Two Jungfrauen (${p.players}): ${formatAmount(p.value, lang)} each`),
  'trischaken.badenAverage': (p, lang) =>
    de(lang, `Punktegleich: Durchschnitt über ${p.orders} Reihenfolgen`, `Tied: average over ${p.orders} orders`),
  'trischaken.badenVorhand': (p, lang) => {
    const bm = num(p, 'doubled') ? de(lang, ', Bürgermeister ×2', ', Bürgermeister ×2') : '';
    return de(lang, `Vorhand ${p.player} hat die meisten Punkte${bm}: zahlt ${formatAmount(p.value, lang)} an jeden`, `Vorhand ${p.player} has the most points${bm}: pays ${formatAmount(p.value, lang)} to each`);
  },
  'trischaken.badenBuergermeister': (p, lang) =>
    de(lang, `Bürgermeister ${p.player}: zahlt ${formatAmount(p.value, lang)} an jeden`, `Bürgermeister ${p.player}: pays ${formatAmount(p.value, lang)} to each`),
  'trischaken.badenTwoPayTwo': (p, lang) =>
    de(lang, `Die zwei mit den meisten Punkten zahlen den zwei mit den wenigsten je ${formatAmount(p.value, lang)}`, `The two with the most points pay the two with the fewest ${formatAmount(p.value, lang)} each`),
  renonce: (p, lang) =>
    p.mode === 'flat' ? de(lang, `Renonce von ${p.player} (pauschal)`, `Renonce by ${p.player} (flat)`) : de(lang, `Renonce von ${p.player}`, `Renonce by ${p.player}`),
  'renonce.trischaken': (p, lang) =>
    de(lang, `${p.player} zahlt wie als alleiniger Verlierer: ${formatAmount(p.value, lang)} an jeden`, `${p.player} pays as the sole loser: ${formatAmount(p.value, lang)} to each`),
  'renonce.trischakenEach': (p, lang) =>
    de(lang, `${p.player} zahlt den Renonce-Fixwert: ${formatAmount(p.value, lang)} an jeden`, `${p.player} pays the fixed Renonce amount: ${formatAmount(p.value, lang)} to each`),
  'renonce.pays': (p, lang) => de(lang, `${p.player} zahlt ${p.to} ${formatAmount(p.value, lang)}`, `${p.player} pays ${p.to} ${formatAmount(p.value, lang)}`),
  'dealer.sitsOut': (p, lang) => de(lang, `${p.player} gibt und setzt aus`, `${p.player} deals and sits out`),
  'kassa.contribution': (p, lang) =>
    de(lang, `Pagatkassa: ${formatAmount(p.value, lang, true)} je Spieler eingezahlt`, `Pagat pot: ${formatAmount(p.value, lang, true)} paid in by each player`),
  'kassa.refill': (p, lang) =>
    de(lang, `Pagatkassa geleert: ${formatAmount(p.value, lang, true)} je Spieler nachgezahlt`, `Pagat pot emptied: ${formatAmount(p.value, lang, true)} paid in again by each player`),
  'kassa.win': (p, lang) =>
    de(lang, `Pagatkassa: ${p.player} bekommt ${formatAmount(p.value, lang)} (${praemieName(p.praemie)})`, `Pagat pot: ${p.player} receives ${formatAmount(p.value, lang)} (${praemieName(p.praemie)})`),
  'kassa.loss': (p, lang) =>
    de(lang, `Pagatkassa: ${p.player} zahlt ${formatAmount(p.value, lang)} ein (${praemieName(p.praemie)} verloren)`, `Pagat pot: ${p.player} pays in ${formatAmount(p.value, lang)} (${praemieName(p.praemie)} failed)`),
  'kassa.dissolve': (p, lang) =>
    de(lang, `Pagatkassa aufgelöst: ${formatAmount(p.balance, lang)} geteilt, je Spieler ${formatAmount(p.value, lang)}`, `Pagat pot dissolved: ${formatAmount(p.balance, lang)} shared, ${formatAmount(p.value, lang)} per player`),
  void: (_p, lang) => de(lang, 'Gestrichen: zählt für niemanden', 'Struck: counts for nobody'),
  manual: (_p, lang) => de(lang, 'Manuell eingetragene Beträge', 'Amounts entered by hand'),
  kontraOffSheet: (_p, lang) =>
    de(lang, 'Kontra nur ums Geld: Schrift ohne Kontra, Aufschlag bar', 'Kontra paid in cash only: sheet without Kontra, surplus in cash'),
  multiplier: (p, lang) => {
    switch (p.reason) {
      case 'last':
        return de(lang, `Letzte Runde ×${p.factor}`, `Last round ×${p.factor}`);
      case 'forced':
        return de(lang, `Doppelt gezählt ×${p.factor}`, `Counted double ×${p.factor}`);
      case 'suppressed':
        return de(lang, 'Doppelrunde ausgesetzt: zählt einfach', 'Double round suppressed: counts single');
      default:
        return de(lang, `Doppelrunde ×${p.factor}`, `Double round ×${p.factor}`);
    }
  },
  trigger: (p, lang) => {
    const names: Record<string, [string, string]> = {
      trischaken: ['Trischaken', 'Trischaken'],
      mondfang: ['Mondfang', 'Mondfang'],
      fensterbankerl: ['Fensterbankerl', 'Fensterbankerl'],
    };
    const [d, e] = names[String(p.trigger)] ?? [String(p.trigger), String(p.trigger)];
    return de(lang, `${d}: löst eine Doppelrunde aus`, `${e}: starts a double round`);
  },
};

/** The lines of a hand's explanation as text in the given language. */
export function formatExplanation(lines: readonly ExplanationLine[], lang: ExplanationLang): string[] {
  return lines.map((line) => {
    const render = RENDER[line.key];
    if (render) return render(line.params, lang);
    const params = Object.entries(line.params)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
    return params ? `${line.key}: ${params}` : line.key;
  });
}

/** Every line key formatExplanation knows (for tests and translations). */
export const EXPLANATION_KEYS: readonly string[] = Object.keys(RENDER);
