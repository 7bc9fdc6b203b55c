import { constants, createInflateRaw, gunzipSync, inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractionLimits, type ExtractionLimits } from './limits';

/** The zip's structure cannot be read (the caller says which kind of file looks damaged). */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const expands = () => new UnprocessableFileError(messages.expandsTooMuch);
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/** JSZip's name clean-up ("a/./b", "a/../b"), so entries are found under the names they had there. */
function resolveName(path: string): string {
  const parts = path.split('/');
  const result: string[] = [];
  parts.forEach((part, index) => {
    if (part === '.' || (part === '' && index !== 0 && index !== parts.length - 1)) return;
    if (part === '..') result.pop();
    else result.push(part);
  });
  return result.join('/');
}

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The zip64 extended-information field (id 1): the 64-bit values of the fields that read 0xFFFFFFFF. */
function zip64Values(data: DataView, start: number, end: number, wanted: number): number[] {
  let offset = start;
  while (offset + 4 <= end) {
    const id = data.getUint16(offset, true);
    const size = data.getUint16(offset + 2, true);
    if (id === 1) {
      const values: number[] = [];
      for (let i = 0; i < wanted && offset + 4 + i * 8 + 8 <= offset + 4 + size; i += 1)
        values.push(Number(data.getBigUint64(offset + 4 + i * 8, true)));
      return values;
    }
    offset += 4 + size;
  }
  return [];
}

/**
 * A zip (DOCX, PPTX) read without trusting it: the central directory is parsed up front, and each
 * entry is inflated only when asked for, with its declared size, its compression ratio and the
 * bytes it actually inflates to checked against the limits (zlib stops at `maxOutputLength`, so a
 * size that lies costs no more than the limit). Entries are found by the names JSZip (and so
 * mammoth) gives them, and their bytes are the same.
 */
export class ZipReader {
  private readonly entries = new Map<string, ZipEntry>();
  private inflatedTotal = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ExtractionLimits = extractionLimits,
  ) {
    const data = view(bytes);
    const end = findEndOfCentralDirectory(data);
    if (end < 0) throw new ZipFormatError('no end of central directory');
    let count = data.getUint16(end + 10, true);
    let directoryOffset = data.getUint32(end + 16, true);
    if ((count === 0xffff || directoryOffset === 0xffffffff) && end >= 20) {
      if (data.getUint32(end - 20, true) !== ZIP64_LOCATOR) throw new ZipFormatError('no zip64 locator');
      const zip64End = Number(data.getBigUint64(end - 20 + 8, true));
      if (zip64End + 56 > bytes.length || data.getUint32(zip64End, true) !== ZIP64_END)
        throw new ZipFormatError('bad zip64 end of central directory');
      count = Number(data.getBigUint64(zip64End + 32, true));
      directoryOffset = Number(data.getBigUint64(zip64End + 48, true));
    }
    if (count > limits.zipEntries) throw expands();
    let offset = directoryOffset;
    let declaredTotal = 0;
    const decoder = new TextDecoder('utf-8');
    for (let i = 0; i < count; i += 1) {
      if (offset + 46 > bytes.length || data.getUint32(offset, true) !== CENTRAL_HEADER)
        throw new ZipFormatError('bad central directory entry');
      const nameLength = data.getUint16(offset + 28, true);
      const extraLength = data.getUint16(offset + 30, true);
      const commentLength = data.getUint16(offset + 32, true);
      const next = offset + 46 + nameLength + extraLength + commentLength;
      if (next > bytes.length) throw new ZipFormatError('central directory entry past the end');
      const entry: ZipEntry = {
        name: resolveName(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength))),
        method: data.getUint16(offset + 10, true),
        compressedSize: data.getUint32(offset + 20, true),
        uncompressedSize: data.getUint32(offset + 24, true),
        localHeaderOffset: data.getUint32(offset + 42, true),
      };
      const fields = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
        (field) => entry[field] === 0xffffffff,
      );
      if (fields.length) {
        const extraStart = offset + 46 + nameLength;
        const values = zip64Values(data, extraStart, extraStart + extraLength, fields.length);
        if (values.length < fields.length) throw new ZipFormatError('missing zip64 sizes');
        fields.forEach((field, index) => (entry[field] = values[index]!));
      }
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.zipDeclaredTotalBytes) throw expands();
      if (!entry.name.endsWith('/')) this.entries.set(entry.name, entry);
      offset = next;
    }
  }

  /** Entry names (no folders), in the order the zip lists them. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** An entry's bytes, or undefined when there is none by that name. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const { limits } = this;
    const remaining = limits.zipTotalBytes - this.inflatedTotal;
    checkSize(entry.uncompressedSize, entry.compressedSize, Math.min(limits.zipEntryBytes, remaining), limits);
    const compressed = this.compressedBytes(entry);
    let content: Uint8Array;
    if (entry.method === STORED) content = compressed;
    else if (entry.method === DEFLATED) {
      try {
        content = inflateRawSync(compressed, {
          maxOutputLength: Math.max(1, Math.min(limits.zipEntryBytes, remaining)),
        });
      } catch (error) {
        if (isTooLarge(error)) throw expands();
        throw new ZipFormatError(`cannot inflate ${name}`);
      }
    } else throw new ZipFormatError(`compression method ${entry.method}`);
    checkSize(content.length, entry.compressedSize, Math.min(limits.zipEntryBytes, remaining), limits);
    this.inflatedTotal += content.length;
    return content;
  }

  /** An entry's compressed bytes, found through its local header. */
  private compressedBytes(entry: ZipEntry): Uint8Array {
    const data = view(this.bytes);
    const local = entry.localHeaderOffset;
    if (local + 30 > this.bytes.length || data.getUint32(local, true) !== LOCAL_HEADER)
      throw new ZipFormatError('bad local header');
    const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw new ZipFormatError('entry past the end');
    return this.bytes.subarray(start, end);
  }

  /** The size an entry declares it inflates to, or undefined when there is none by that name. */
  declaredSize(name: string): number | undefined {
    return this.entries.get(name)?.uncompressedSize;
  }

  /**
   * The first `maxBytes` an entry inflates to (all of it when it is shorter), inflated as a stream
   * that stops there, so a long entry costs no more than its prefix. Its declared ratio is still
   * checked: a bomb is refused, a long document is read in part.
   */
  async readPrefix(name: string, maxBytes: number): Promise<{ content: Uint8Array; cut: boolean } | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const { limits } = this;
    const allowed = Math.min(maxBytes, limits.zipTotalBytes - this.inflatedTotal);
    if (entry.uncompressedSize <= allowed) {
      const content = this.read(name)!;
      return { content, cut: false };
    }
    checkSize(entry.uncompressedSize, entry.compressedSize, Number.POSITIVE_INFINITY, limits);
    if (entry.method !== DEFLATED) throw new ZipFormatError(`compression method ${entry.method}`);
    const compressed = this.compressedBytes(entry);
    const chunks: Buffer[] = [];
    let length = 0;
    await new Promise<void>((resolve, reject) => {
      const inflate = createInflateRaw();
      inflate.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= allowed) {
          inflate.destroy();
          resolve();
        }
      });
      inflate.on('end', () => resolve());
      inflate.on('error', () => reject(new ZipFormatError(`cannot inflate ${name}`)));
      inflate.end(compressed);
    });
    const content = new Uint8Array(Buffer.concat(chunks).subarray(0, allowed));
    this.inflatedTotal += content.length;
    return { content, cut: true };
  }

  /** An entry as text the way JSZip's `async('string')` gives it (UTF-8, a BOM kept). */
  readText(name: string): string | undefined {
    const content = this.read(name);
    return content && Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
  }
}

function checkSize(size: number, compressedSize: number, allowed: number, limits: ExtractionLimits) {
  if (size > allowed) throw expands();
  if (size > limits.zipRatioFloorBytes && size / Math.max(1, compressedSize) > limits.zipRatio) throw expands();
}

/** The end-of-central-directory record, searched from the end over the longest possible comment. */
function findEndOfCentralDirectory(data: DataView): number {
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let offset = data.byteLength - 22; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** Opens a zip; its structure or its declared sizes may refuse it. */
export function openZip(bytes: Uint8Array, limits: ExtractionLimits = extractionLimits): ZipReader {
  return new ZipReader(bytes, limits);
}

/**
 * file-type (through @tokenizer/inflate and fflate's decompressSync) inflates a zip's `mimetype`
 * or `[Content_Types].xml` whole, with no limit, to tell DOCX from PPTX. This walks the zip the
 * way it does (the end record in the last 16 KB, the central directory in order, the local
 * header's method, the central directory's compressed size) and inflates that same entry with a
 * limit first, so file-type only ever reads an entry known to be small. A zip file-type would
 * have to scan without a central directory is refused as damaged.
 */
export function checkTypeDetectionEntries(bytes: Uint8Array, limits: ExtractionLimits = extractionLimits): void {
  const data = view(bytes);
  const window = Math.min(16 * 1024, bytes.length);
  let end = -1;
  for (let i = bytes.length - 4; i >= bytes.length - window; i -= 1) {
    if (data.getUint32(i, true) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end <= 0 || end + 22 > bytes.length) throw new ZipFormatError('no end of central directory');
  const count = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || data.getUint32(offset, true) !== CENTRAL_HEADER)
      throw new ZipFormatError('bad central directory entry');
    const nameLength = data.getUint16(offset + 28, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    const compressedSize = data.getUint32(offset + 20, true);
    const localOffset = data.getUint32(offset + 42, true);
    offset += 46 + nameLength + data.getUint16(offset + 30, true) + data.getUint16(offset + 32, true);
    if (name === 'META-INF/mozilla.rsa' || name === 'META-INF/MANIFEST.MF' || /classes\d*\.dex/.test(name)) return;
    if (name !== 'mimetype' && name !== '[Content_Types].xml') continue;
    if (localOffset + 30 > bytes.length) throw new ZipFormatError('bad local header');
    const signature = data.getUint32(localOffset, true);
    if (signature === CENTRAL_HEADER) return; // file-type skips it: nothing is inflated
    if (signature !== LOCAL_HEADER) throw new ZipFormatError('bad local header');
    const method = data.getUint16(localOffset + 8, true);
    const start = localOffset + 30 + data.getUint16(localOffset + 26, true) + data.getUint16(localOffset + 28, true);
    if (start + compressedSize > bytes.length) throw new ZipFormatError('entry past the end');
    if (method !== STORED) boundedDecompress(bytes.subarray(start, start + compressedSize), limits.zipTypeEntryBytes);
    return;
  }
}

/** fflate's decompressSync (gzip, zlib or raw deflate by the first bytes), with an output limit. */
function boundedDecompress(compressed: Uint8Array, maxBytes: number) {
  const options: ZlibOptions = { maxOutputLength: maxBytes, finishFlush: constants.Z_SYNC_FLUSH };
  const [a = 0, b = 0, c = 0] = compressed;
  try {
    if (a === 31 && b === 139 && c === 8) gunzipSync(compressed, options);
    else if ((a & 15) !== 8 || a >> 4 > 7 || ((a << 8) | b) % 31) inflateRawSync(compressed, options);
    else inflateSync(compressed, options);
  } catch (error) {
    if (isTooLarge(error)) throw expands();
    throw new ZipFormatError('cannot inflate the content types');
  }
}
