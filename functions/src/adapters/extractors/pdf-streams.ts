import { constants, inflateSync } from 'node:zlib';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractionLimits, type ExtractionLimits } from './limits';

const expands = () => new UnprocessableFileError(messages.expandsTooMuch);
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/** ASCIIHexDecode: pairs of hex digits up to `>`; white space ignored. */
function asciiHex(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 2));
  let length = 0;
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return out.subarray(0, length);
}

/** ASCII85Decode: groups of five characters (`z` for four zeros) up to `~>`. */
function ascii85(data: Uint8Array, maxBytes: number): Uint8Array {
  const out = new Uint8Array(Math.min(maxBytes, data.length * 4) + 8);
  let length = 0;
  const group: number[] = [];
  const flush = () => {
    const count = group.length;
    let value = 0;
    for (let i = 0; i < 5; i += 1) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i += 1) out[length++] = (value >>> (24 - i * 8)) & 0xff;
    group.length = 0;
  };
  for (const c of data) {
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.fill(0, length, length + 4);
      length += 4;
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush();
    }
    if (length > maxBytes) throw expands();
  }
  if (group.length) flush();
  return out.subarray(0, length);
}

/**
 * Operators in a content stream, counted the way its lexer splits it: every keyword token (a run
 * of letters, `'`, `"` or `*` not inside a string, a name, a number or a comment) is one.
 */
export function countOperators(data: Uint8Array): number {
  let count = 0;
  let i = 0;
  const n = data.length;
  const isDelimiter = (c: number) =>
    c === 0x20 ||
    c === 0x0a ||
    c === 0x0d ||
    c === 0x09 ||
    c === 0x0c ||
    c === 0x00 ||
    c === 0x28 ||
    c === 0x29 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x2f ||
    c === 0x25;
  while (i < n) {
    const c = data[i]!;
    if (c === 0x28) {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 1;
      i += 1;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i += 1;
        else if (d === 0x28) depth += 1;
        else if (d === 0x29) depth -= 1;
        i += 1;
      }
    } else if (c === 0x25) {
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i += 1;
    } else if (c === 0x3c && data[i + 1] !== 0x3c) {
      const end = data.indexOf(0x3e, i + 1);
      i = end < 0 ? n : end + 1;
    } else if (isDelimiter(c)) {
      i += 1;
    } else {
      // A regular token: a name (after `/`) was consumed with its slash below; here numbers are
      // digits, signs and dots, anything else starting with a letter or quote is an operator.
      const start = i;
      while (i < n && !isDelimiter(data[i]!)) i += 1;
      const first = data[start]!;
      const isNumber = (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e;
      if (!isNumber && start > 0 && data[start - 1] === 0x2f) continue;
      if (!isNumber) count += 1;
    }
  }
  return count;
}

/** Filter names of a stream dictionary, in the order they are applied. */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!);
}

/**
 * Looks at every stream of a PDF before pdf.js does and refuses the file when one decodes past
 * the per-stream limit, all together past the total, or when a content stream holds more
 * operators than the limits allow. pdf.js keeps every decoded byte of a stream it reads in one
 * growing buffer, so a 1 MB page that inflates to 500 MB would otherwise be read whole.
 *
 * Flate, ASCIIHex and ASCII85 are decoded (chained, in the order the dictionary lists them); a
 * stream with another filter is followed as far as these go. Image streams are left alone (pdf.js
 * does not decode images to read text). Streams it cannot decode (an encrypted file's, a damaged
 * one's) are skipped: the thread's memory and time limits still bound what pdf.js does with them.
 */
export function checkPdfStreams(bytes: Uint8Array, limits: ExtractionLimits = extractionLimits): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // Lengths given as a reference to an object holding just a number.
  const lengths = new Map<string, number>();
  for (const match of text.matchAll(/(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g))
    lengths.set(`${match[1]} ${match[2]}`, Number(match[3]));

  let total = 0;
  let operators = 0;
  for (const match of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    const keyword = match.index;
    const before = text.slice(Math.max(0, keyword - 4096), keyword);
    if (!/>>\s*$/.test(before)) continue;
    const starts = [...before.matchAll(/\d+\s+\d+\s+obj\b|endobj\b|endstream\b/g)];
    const last = starts.at(-1);
    const dictionary = last ? before.slice(last.index + last[0].length) : before;
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;

    const start = keyword + match[0].length;
    const lengthMatch = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
    let length = lengthMatch ? Number(lengthMatch[1]) : NaN;
    if (lengthMatch?.[2] !== undefined) length = lengths.get(`${lengthMatch[1]} ${lengthMatch[2]}`) ?? NaN;
    let end = Number.isInteger(length) && start + length <= bytes.length ? start + length : -1;
    if (end < 0) {
      end = text.indexOf('endstream', start);
      if (end < 0) end = bytes.length;
    }

    let data: Uint8Array = bytes.subarray(start, end);
    let decodedAll = true;
    for (const filter of filtersOf(dictionary)) {
      try {
        if (filter === 'FlateDecode' || filter === 'Fl')
          data = inflateSync(data, { maxOutputLength: limits.pdfStreamBytes, finishFlush: constants.Z_SYNC_FLUSH });
        else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = asciiHex(data);
        else if (filter === 'ASCII85Decode' || filter === 'A85') data = ascii85(data, limits.pdfStreamBytes);
        else {
          decodedAll = false;
          break;
        }
      } catch (error) {
        if (isTooLarge(error) || error instanceof UnprocessableFileError) throw expands();
        decodedAll = false;
        break;
      }
      if (data.length > limits.pdfStreamBytes) throw expands();
    }
    total += data.length;
    if (total > limits.pdfStreamsTotalBytes) throw expands();

    // Page contents, form XObjects: not fonts, images, colour profiles, object or xref streams.
    const isContent =
      decodedAll &&
      !/\/(Length1|Length2|Length3|FunctionType|N)\b|\/Type\s*\/(ObjStm|XRef|Metadata|EmbeddedFile)\b|\/Subtype\s*\/(?!Form\b)/.test(
        dictionary,
      );
    if (isContent) {
      const count = countOperators(data);
      operators += count;
      if (count > limits.pdfStreamOperators || operators > limits.pdfOperatorsTotal) throw expands();
    }
  }
}
