/**
 * Packing of the table card and the hand-in (tournament-format.md §6) into QR codes,
 * documented in docs/qr-format.md:
 *
 *   compact JSON → deflate (raw, RFC 1951) → Base45 (RFC 9285) → alphanumeric QR text,
 *   each code prefixed "KB1:<kind>:<i>/<n>:<hash>:" so that it says what it is, which
 *   part of how many, and of which message (the hash covers the whole JSON text; parts
 *   of different messages never mix). Parts may be scanned in any order.
 *
 * Never raw binary in a code: the browser's BarcodeDetector returns text and loses bytes.
 * Pure and synchronous; the screens that show or scan codes load it lazily.
 */
import { deflateSync, inflateSync } from 'fflate';
import { fnv1a32 } from '@/domain/hash/fnv';
import { decodeBase45, encodeBase45 } from './base45';

/** Which message a code carries: C = table card (director → table), H = hand-in (table → director). */
export type QrKind = 'card' | 'handIn';

const KIND_LETTER: Record<QrKind, string> = { card: 'C', handIn: 'H' };
const LETTER_KIND: Record<string, QrKind> = { C: 'card', H: 'handIn' };

/** Version of this packing (the "1" of "KB1"). */
export const QR_PACKING_VERSION = 1;
/**
 * Characters in one code: what a version 25 symbol holds in alphanumeric mode at error
 * correction level M (ISO/IEC 18004 Table 7). A 20-hand round fits one such code.
 */
export const QR_MAX_CHARS = 1451;
/** More parts than this are refused (a round of 100 hands needs 5). */
export const QR_MAX_PARTS = 36;
/** Largest message accepted after inflating (guards against a deflate bomb). */
export const QR_MAX_MESSAGE_BYTES = 1_000_000;

export type QrErrorCode =
  | 'ERR_QR_FOREIGN'      // not a Königsblock code (a web address, a ticket …)
  | 'ERR_QR_NEWER'        // packed by a newer version of the app
  | 'ERR_QR_DAMAGED'      // a Königsblock code that cannot be read (bad characters, checksum, content)
  | 'ERR_QR_WRONG_KIND'   // a table card where a hand-in is expected, or the other way round
  | 'ERR_QR_MISMATCH';    // a part that disagrees with the other parts of its message

export interface QrError {
  code: QrErrorCode;
  /** English text for logs; the UI translates by code. */
  message: string;
  params: Record<string, string | number>;
}

/** One scanned code, its prefix read. */
export interface QrPart {
  kind: QrKind;
  index: number;
  count: number;
  hash: string;
  data: string;
}

type PartResult = { ok: true; value: QrPart } | { ok: false; error: QrError };

function qrError(code: QrErrorCode, message: string, params: Record<string, string | number> = {}): QrError {
  return { code, message, params };
}

/** FNV-1a, 32 bits, as 8 hex digits (uppercase, so it stays in the alphanumeric alphabet). */
export function fnv1aHex(bytes: Uint8Array): string {
  return fnv1a32(bytes).toString(16).toUpperCase().padStart(8, '0');
}

function prefix(kind: QrKind, index: number, count: number, hash: string): string {
  return `KB${QR_PACKING_VERSION}:${KIND_LETTER[kind]}:${index}/${count}:${hash}:`;
}

/**
 * The texts of the QR codes that carry `message`: one where it fits in QR_MAX_CHARS,
 * otherwise parts of equal length, numbered 1…n.
 */
export function packMessage(kind: QrKind, message: unknown): string[] {
  const json = new TextEncoder().encode(JSON.stringify(message));
  const hash = fnv1aHex(json);
  const data = encodeBase45(deflateSync(json, { level: 9 }));
  let count = 1;
  for (;;) {
    const room = QR_MAX_CHARS - prefix(kind, count, count, hash).length;
    const needed = Math.ceil(data.length / room);
    if (needed <= count) break;
    count = needed;
  }
  if (count > QR_MAX_PARTS) throw new RangeError(`message too large for ${QR_MAX_PARTS} QR codes`);
  const size = Math.ceil(data.length / count);
  return Array.from({ length: count }, (_, i) => prefix(kind, i + 1, count, hash) + data.slice(i * size, (i + 1) * size));
}

const PART_PATTERN = /^KB(\d{1,3}):([A-Z]):(\d{1,2})\/(\d{1,2}):([0-9A-F]{8}):([0-9A-Z $%*+\-./:]*)$/;

/** Reads the prefix of one scanned code. */
export function readPart(raw: string): PartResult {
  const text = raw.trim();
  if (!/^KB\d/.test(text)) return { ok: false, error: qrError('ERR_QR_FOREIGN', 'not a Königsblock code') };
  const version = Number(/^KB(\d+)/.exec(text)![1]);
  if (version > QR_PACKING_VERSION) {
    return { ok: false, error: qrError('ERR_QR_NEWER', `made by a newer version of the app (packing ${version})`, { version }) };
  }
  const m = PART_PATTERN.exec(text);
  const kind = m ? LETTER_KIND[m[2]!] : undefined;
  const index = m ? Number(m[3]) : 0;
  const count = m ? Number(m[4]) : 0;
  if (!m || version !== QR_PACKING_VERSION || !kind || count < 1 || count > QR_MAX_PARTS || index < 1 || index > count || m[6]!.length === 0) {
    return { ok: false, error: qrError('ERR_QR_DAMAGED', 'the code is damaged') };
  }
  return { ok: true, value: { kind, index, count, hash: m[5]!, data: m[6]! } };
}

/** Codes of one or more messages scanned so far, by message hash. Immutable: every scan returns a new one. */
export type QrCollection = ReadonlyMap<string, { kind: QrKind; count: number; parts: readonly (string | undefined)[] }>;

export const EMPTY_COLLECTION: QrCollection = new Map();

export type ScanOutcome =
  /** A whole message: its JSON value (not yet validated). */
  | { status: 'message'; kind: QrKind; hash: string; message: unknown }
  /** One more part of a split message. */
  | { status: 'progress'; kind: QrKind; hash: string; have: number; count: number }
  /** A part held already (the camera sees the same code again). */
  | { status: 'repeat'; kind: QrKind; hash: string; have: number; count: number }
  | { status: 'error'; error: QrError };

/**
 * Adds one scanned code to the collection. A message is returned once all its parts are
 * in, then forgotten (its parts scanned again start it afresh). `expected` names the kind
 * the screen takes; another kind is refused before anything is kept.
 */
export function addScan(collection: QrCollection, raw: string, expected: QrKind): { collection: QrCollection; outcome: ScanOutcome } {
  const read = readPart(raw);
  if (!read.ok) return { collection, outcome: { status: 'error', error: read.error } };
  const part = read.value;
  if (part.kind !== expected) {
    return {
      collection,
      outcome: { status: 'error', error: qrError('ERR_QR_WRONG_KIND', `a ${part.kind === 'card' ? 'table card' : 'hand-in'}, not a ${expected === 'card' ? 'table card' : 'hand-in'}`, { found: part.kind, expected }) },
    };
  }
  const held = collection.get(part.hash);
  if (held && (held.count !== part.count || held.kind !== part.kind)) {
    return { collection, outcome: { status: 'error', error: qrError('ERR_QR_MISMATCH', 'this part does not belong to the codes scanned before') } };
  }
  const parts = held ? [...held.parts] : new Array<string | undefined>(part.count).fill(undefined);
  const have = (list: readonly (string | undefined)[]) => list.filter((p) => p !== undefined).length;
  if (parts[part.index - 1] !== undefined) {
    if (parts[part.index - 1] !== part.data) {
      return { collection, outcome: { status: 'error', error: qrError('ERR_QR_MISMATCH', 'this part does not belong to the codes scanned before') } };
    }
    return { collection, outcome: { status: 'repeat', kind: part.kind, hash: part.hash, have: have(parts), count: part.count } };
  }
  parts[part.index - 1] = part.data;
  const next = new Map(collection);
  if (have(parts) < part.count) {
    next.set(part.hash, { kind: part.kind, count: part.count, parts });
    return { collection: next, outcome: { status: 'progress', kind: part.kind, hash: part.hash, have: have(parts), count: part.count } };
  }
  next.delete(part.hash);
  const message = unpack(parts.join(''), part.hash);
  if (!message.ok) return { collection: next, outcome: { status: 'error', error: message.error } };
  return { collection: next, outcome: { status: 'message', kind: part.kind, hash: part.hash, message: message.value } };
}

function unpack(data: string, hash: string): { ok: true; value: unknown } | { ok: false; error: QrError } {
  const damaged = { ok: false as const, error: qrError('ERR_QR_DAMAGED', 'the code is damaged') };
  const compressed = decodeBase45(data);
  if (!compressed) return damaged;
  let json: Uint8Array;
  try {
    const out = new Uint8Array(QR_MAX_MESSAGE_BYTES + 1);
    json = inflateSync(compressed, { out });
    if (json.length > QR_MAX_MESSAGE_BYTES) return damaged;
  } catch {
    return damaged;
  }
  if (fnv1aHex(json) !== hash) return damaged;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as unknown };
  } catch {
    return damaged;
  }
}

/** Reads a complete single-code or multi-code message in one go (tests, files of codes). */
export function unpackCodes(codes: readonly string[], expected: QrKind): ScanOutcome {
  let collection = EMPTY_COLLECTION;
  let outcome: ScanOutcome = { status: 'error', error: qrError('ERR_QR_DAMAGED', 'the code is damaged') };
  for (const code of codes) {
    ({ collection, outcome } = addScan(collection, code, expected));
    if (outcome.status === 'error' || outcome.status === 'message') return outcome;
  }
  return outcome;
}
