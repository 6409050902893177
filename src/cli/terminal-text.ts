/**
 * Text from a file, made safe for a terminal: a hostile session file must not
 * be able to move the cursor, clear the screen, retitle the window or reverse
 * the line it is printed in. Control characters (C0, DEL, C1), bidi controls,
 * line and paragraph separators and zero-width characters are written as
 * visible `\u{…}` escapes instead of being echoed.
 */

function isUnsafe(code: number): boolean {
  return (
    code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x061c || code === 0x00ad ||
    (code >= 0x200b && code <= 0x200f) || (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) || code === 0xfeff
  );
}

/** One line for standard error: every unsafe character escaped (line breaks too). */
export function escapeTerminalText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += isUnsafe(code) ? `\\u{${code.toString(16)}}` : char;
  }
  return out;
}

/** A JSON document (any value) with every unsafe character inside its strings as a `\uXXXX` escape. */
export function safeJson(value: unknown, indent = 2): string {
  let out = '';
  for (const char of JSON.stringify(value, null, indent)) {
    const code = char.codePointAt(0)!;
    out += isUnsafe(code) && char !== '\n' ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}

/**
 * A JSON string literal whose unsafe characters are `\uXXXX` escapes: the same
 * value for a JSON reader, nothing raw for a terminal (JSON.stringify leaves
 * DEL, C1 and bidi controls as they are).
 */
export function safeJsonString(value: string): string {
  let out = '';
  for (const char of JSON.stringify(value)) {
    const code = char.codePointAt(0)!;
    out += isUnsafe(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}
