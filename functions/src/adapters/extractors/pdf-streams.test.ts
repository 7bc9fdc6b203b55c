import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractionLimits } from './limits';
import { checkPdfStreams, countOperators } from './pdf-streams';

const MB = 1024 * 1024;
const small = { ...extractionLimits, pdfStreamBytes: 1 * MB, pdfStreamsTotalBytes: 3 * MB };
const expands = new UnprocessableFileError(messages.expandsTooMuch);

/** The objects of a PDF, numbered from 1, as they would sit in the file (no xref: the check needs none). */
function pdf(objects: (string | { dictionary: string; data: Buffer })[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  objects.forEach((object, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    if (typeof object === 'string') parts.push(Buffer.from(object, 'latin1'));
    else
      parts.push(
        Buffer.from(`<< ${object.dictionary} >>\nstream\n`, 'latin1'),
        object.data,
        Buffer.from('\nendstream', 'latin1'),
      );
    parts.push(Buffer.from('\nendobj\n', 'latin1'));
  });
  return Buffer.concat(parts);
}

const flate = (text: string) => deflateSync(Buffer.from(text, 'latin1'));
const stream = (text: string, extra = '') => {
  const data = flate(text);
  return { dictionary: `/Filter /FlateDecode /Length ${data.length} ${extra}`, data };
};

describe('countOperators', () => {
  it('counts operators, not strings, names, numbers or comments', () => {
    const content =
      'BT /F1 12 Tf (Hello (q Q) \\) Tj) Tj ET % q Q q Q\n<48656c6c6f> Tj 1 0 0 1 0 0 cm [(a) -20 (b)] TJ';

    expect(countOperators(Buffer.from(content, 'latin1'))).toBe(7);
  });
});

describe('checkPdfStreams', () => {
  it('lets the PDFs students upload through', () => {
    const folder = path.resolve(import.meta.dirname, '../../../../test/fixtures/documents');
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.pdf')))
      expect(() => checkPdfStreams(readFileSync(path.join(folder, name)))).not.toThrow();
  });

  it('refuses a content stream that decodes past the limit', () => {
    const bytes = pdf(['<< /Type /Catalog >>', stream('0 0 m 10 10 l S\n'.repeat(MB / 8))]);

    expect(() => checkPdfStreams(bytes, small)).toThrow(expands);
  });

  it('follows chained filters and a length given by reference', () => {
    const hex = Buffer.from(flate('q Q '.repeat(MB / 2)).toString('hex'), 'latin1');
    const bytes = pdf([{ dictionary: '/Filter [/AHx /Fl] /Length 2 0 R', data: hex }, `${hex.length}`]);

    expect(() => checkPdfStreams(bytes, small)).toThrow(expands);
  });

  it('counts all streams together', () => {
    const page = stream('0 0 m 10 10 l S\n'.repeat((700 * 1024) / 16));

    expect(() => checkPdfStreams(pdf([page, page, page]), small)).not.toThrow();
    expect(() => checkPdfStreams(pdf([page, page, page, page, page]), small)).toThrow(expands);
  });

  it('refuses a content stream with more operators than the limit', () => {
    const bytes = pdf([stream('q Q '.repeat(100_000))]);

    expect(() => checkPdfStreams(bytes, { ...small, pdfStreamOperators: 150_000 })).toThrow(expands);
    expect(() => checkPdfStreams(bytes, { ...small, pdfStreamOperators: 250_000 })).not.toThrow();
  });

  it('leaves images alone (text extraction never decodes them)', () => {
    const image = stream('\x00'.repeat(4 * MB), '/Subtype /Image /Width 2048 /Height 2048 /BitsPerComponent 8');

    expect(() => checkPdfStreams(pdf([image]), small)).not.toThrow();
  });
});
