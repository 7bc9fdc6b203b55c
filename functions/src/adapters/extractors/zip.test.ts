import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractionLimits } from './limits';
import { checkTypeDetectionEntries, openZip, ZipFormatError } from './zip';

const MB = 1024 * 1024;
const small = { ...extractionLimits, zipEntryBytes: 1 * MB, zipTotalBytes: 3 * MB, zipRatioFloorBytes: 64 * 1024 };

interface Entry {
  name: string;
  data: Buffer;
  /** What the headers claim the entry inflates to. */
  declaredSize?: number;
  /** The bytes as stored, when not the raw deflate of `data`. */
  stored?: Buffer;
}

/** A zip of deflated entries whose headers can lie about their sizes. */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.stored ?? deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const text = (size: number, letter = 'a') => Buffer.alloc(size, letter);
const expands = new UnprocessableFileError(messages.expandsTooMuch);

describe('ZipReader', () => {
  it('lists and reads entries as JSZip does (same names, same order, same text)', async () => {
    const deck = new PptxGenJS();
    deck.addSlide().addText('Enzymes speed up reactions.', { x: 1, y: 1, w: 8, h: 1 });
    deck.addSlide().addText('Cells release energy from glucose.', { x: 1, y: 1, w: 8, h: 1 });
    const bytes = new Uint8Array((await deck.write({ outputType: 'nodebuffer' })) as Buffer);
    const jszip = await JSZip.loadAsync(bytes);
    const reader = openZip(bytes);

    const files = Object.keys(jszip.files).filter((name) => !jszip.files[name]!.dir);
    expect(reader.names()).toEqual(files);
    for (const name of files) expect(reader.readText(name)).toBe(await jszip.file(name)!.async('string'));
  });

  it('refuses an entry that declares more than the limit, before inflating it', () => {
    const reader = openZip(zip([{ name: 'word/document.xml', data: text(2 * MB) }]), small);

    expect(() => reader.read('word/document.xml')).toThrow(expands);
  });

  it('stops inflating at the limit when the declared size lies', () => {
    const reader = openZip(zip([{ name: 'word/document.xml', data: text(8 * MB), declaredSize: 1000 }]), small);

    expect(() => reader.read('word/document.xml')).toThrow(expands);
  });

  it('refuses an entry that inflates far beyond its compressed size', () => {
    const reader = openZip(zip([{ name: 'a.xml', data: text(512 * 1024) }]), { ...small, zipRatio: 100 });

    expect(() => reader.read('a.xml')).toThrow(expands);
  });

  it('counts what all the entries read inflate to together', () => {
    const entries = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.xml`, data: text(900 * 1024, name) }));
    const reader = openZip(zip(entries), { ...small, zipRatio: 10_000 });

    for (const name of ['a.xml', 'b.xml', 'c.xml']) expect(reader.read(name)).toHaveLength(900 * 1024);
    expect(() => reader.read('d.xml')).toThrow(expands);
  });

  it('refuses a zip that lists too many entries or declares too much in all', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `${i}.xml`, data: text(10) }));
    expect(() => openZip(zip(many), { ...small, zipEntries: 20 })).toThrow(expands);

    const huge = [{ name: 'a.xml', data: text(10), declaredSize: 0xfffffff0 }];
    expect(() => openZip(zip(huge), small)).toThrow(expands);
  });

  it('says a zip whose structure cannot be read is damaged', () => {
    const bytes = zip([{ name: 'a.xml', data: text(100) }]);

    expect(() => openZip(bytes.subarray(0, bytes.length - 30))).toThrow(ZipFormatError);
    expect(() => openZip(Buffer.from('PK\x03\x04 not a zip at all'))).toThrow(ZipFormatError);
    const broken = zip([{ name: 'a.xml', data: text(100), stored: Buffer.from('not deflate data at all') }]);
    expect(() => openZip(broken).read('a.xml')).toThrow(ZipFormatError);
  });
});

describe('checkTypeDetectionEntries', () => {
  const types = (padding: number) =>
    Buffer.from(
      `<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${' '.repeat(padding)}</Types>`,
    );

  it('lets an ordinary [Content_Types].xml through', () => {
    expect(() => checkTypeDetectionEntries(zip([{ name: '[Content_Types].xml', data: types(0) }]))).not.toThrow();
  });

  it('refuses a [Content_Types].xml that inflates past the limit, whatever it declares', () => {
    const limits = { ...small, zipTypeEntryBytes: 1 * MB };
    const honest = zip([{ name: '[Content_Types].xml', data: types(4 * MB) }]);
    const lying = zip([{ name: '[Content_Types].xml', data: types(4 * MB), declaredSize: 900 }]);

    expect(() => checkTypeDetectionEntries(honest, limits)).toThrow(expands);
    expect(() => checkTypeDetectionEntries(lying, limits)).toThrow(expands);
  });

  it('inflates the entry the way file-type does, zlib-wrapped data included', () => {
    const wrapped = deflateSync(types(4 * MB));
    const bytes = zip([{ name: 'mimetype', data: types(4 * MB), stored: wrapped }]);

    expect(() => checkTypeDetectionEntries(bytes, { ...small, zipTypeEntryBytes: 1 * MB })).toThrow(expands);
  });

  it('refuses a zip file-type would have to scan without its central directory', () => {
    const bytes = zip([{ name: '[Content_Types].xml', data: types(0) }]);
    const withComment = Buffer.concat([bytes.subarray(0, bytes.length - 22), Buffer.alloc(22), Buffer.alloc(17_000)]);

    expect(() => checkTypeDetectionEntries(withComment)).toThrow(ZipFormatError);
  });
});
