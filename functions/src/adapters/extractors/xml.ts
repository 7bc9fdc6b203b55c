import { messages, UnprocessableFileError } from '../../domain/document';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text as XML writes it, its character and entity references read ("&amp;" → "&", "&#x3B1;" → "α"). */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
    if (/^#x/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return entities[entity] ?? match;
  });
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

function indexOfSequence(bytes: Uint8Array, sequence: string, from: number): number {
  const first = sequence.charCodeAt(0);
  for (let i = bytes.indexOf(first, from); i >= 0; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < sequence.length && bytes[i + j] === sequence.charCodeAt(j)) j += 1;
    if (j === sequence.length) return i;
  }
  return -1;
}

/**
 * How deeply the elements of an XML part nest, counted in one pass over its bytes (UTF-8: the
 * markup characters never occur inside a multi-byte character) and given up as soon as it passes
 * `limit`. Comments, CDATA, declarations and quoted attribute values are skipped.
 */
export function xmlDepthExceeds(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let i = bytes.indexOf(LT);
  while (i >= 0 && i < bytes.length) {
    const next = bytes[i + 1];
    let end: number;
    if (next === BANG) {
      const close = bytes[i + 2] === 0x2d ? '-->' : bytes[i + 2] === 0x5b ? ']]>' : '>';
      end = indexOfSequence(bytes, close, i + 2);
      end = end < 0 ? bytes.length : end + close.length - 1;
    } else if (next === QUESTION) {
      end = indexOfSequence(bytes, '?>', i + 2);
      end = end < 0 ? bytes.length : end + 1;
    } else {
      let quote = 0;
      end = i + 1;
      for (; end < bytes.length; end += 1) {
        const c = bytes[end];
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === 0x22 || c === 0x27) quote = c;
        else if (c === GT) break;
      }
      if (next === SLASH) depth -= 1;
      else if (bytes[end - 1] !== SLASH) {
        depth += 1;
        if (depth > limit) return true;
      }
    }
    i = bytes.indexOf(LT, end + 1);
  }
  return false;
}

/** Refuses an XML part nested past `limit`. */
export function checkXmlDepth(bytes: Uint8Array, limit: number): void {
  if (xmlDepthExceeds(bytes, limit)) throw new UnprocessableFileError(messages.tooDeeplyNested);
}
