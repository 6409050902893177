/**
 * The one place where what went wrong online becomes German or English text (the codes of
 * `state/online/errors.ts`). Each sentence also says that nothing stored on the device is lost
 * where that is the worry.
 */
import type { Lang } from '@/lib/lang';
import type { OnlineErrorCode } from '@/state/online/online';

const DE: Record<OnlineErrorCode, string> = {
  unreachable: 'Der Sync-Server antwortet nicht (kein Netz oder falsche Adresse). Alles bleibt auf diesem Gerät gespeichert und wird gesendet, sobald er wieder erreichbar ist.',
  login: 'Name oder Passwort stimmt nicht.',
  'not-director': 'Diese Anmeldung ist keine Turnierleitung. Bitte mit einem Login der Turnierleitung anmelden.',
  'table-login': 'Die Anmeldung dieses Tisches gilt nicht mehr (widerrufen oder für eine frühere Runde). Bitte per QR-Code abgeben.',
  full: 'Der Sync-Server ist voll und nimmt nichts mehr an. Auf diesem Gerät bleibt alles gespeichert; bitte die Serverbetreuung verständigen.',
  forged: 'Ein übertragenes Dokument ist nicht, was es vorgibt (Kennung passt nicht zum Inhalt). Es wurde nicht übernommen.',
  malformed: 'Ein übertragenes Dokument ist beschädigt oder unvollständig. Es wurde nicht übernommen.',
  'other-tournament': 'Ein Dokument gehört zu einem anderen Turnier. Es wurde nicht übernommen.',
  'round-closed': 'Die Runde ist geschlossen: bitte per QR-Code bei der Turnierleitung abgeben.',
  'not-allowed': 'Das darf diese Anmeldung nicht (ein Tisch gibt nur sein eigenes Ergebnis ab).',
  'clock-skew': 'Die Uhr dieses Geräts geht gegenüber dem Server um mehr als fünf Minuten falsch. Zeiten wie „zuletzt synchronisiert“ stimmen dann nicht; bitte die Uhrzeit des Geräts stellen.',
  'invalid-merge': 'Die Änderungen zweier Geräte passen nicht zusammen (z. B. eine Person an zwei Tischen oder eine ausgeschiedene Person neu ausgelost). Dieses Gerät behält seinen Stand und übernimmt die Änderungen der anderen erst, wenn sie passen: bitte an einem Gerät korrigieren, dann gleicht es sich von selbst ab.',
  'not-couchdb': 'Unter dieser Adresse läuft kein Sync-Server (CouchDB).',
};

const EN: Record<OnlineErrorCode, string> = {
  unreachable: 'The sync server does not answer (no network or a wrong address). Everything stays stored on this device and is sent as soon as it is reachable again.',
  login: 'Name or password is wrong.',
  'not-director': 'This login is not a tournament director. Please log in with a director login.',
  'table-login': 'This table’s login is no longer valid (revoked, or for an earlier round). Please hand in by QR code.',
  full: 'The sync server is full and takes nothing more. Everything stays stored on this device; please tell whoever runs the server.',
  forged: 'A document that arrived is not what it claims to be (its id does not match its content). It was not taken over.',
  malformed: 'A document that arrived is damaged or incomplete. It was not taken over.',
  'other-tournament': 'A document belongs to another tournament. It was not taken over.',
  'round-closed': 'The round is closed: please hand in by QR code at the director’s desk.',
  'not-allowed': 'This login may not do that (a table hands in only its own result).',
  'clock-skew': 'This device’s clock is more than five minutes off the server’s. Times such as “last synced” will be wrong; please set the device’s clock.',
  'invalid-merge': 'The changes of two devices do not fit together (e.g. one person at two tables, or a withdrawn person drawn again). This device keeps its state and takes the others’ changes only once they fit: please correct it on one device, then it catches up by itself.',
  'not-couchdb': 'There is no sync server (CouchDB) at this address.',
};

export function onlineErrorText(code: OnlineErrorCode, lang: Lang): string {
  return (lang === 'en' ? EN : DE)[code];
}
