import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph, ImageRun, HeadingLevel } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfOf } from '../fixtures/hostile';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';

/**
 * The largest documents a student may upload (15 MB, the document limit), built at bench time from
 * the 30-page lecture (test/bench/fixtures): text only, and with photos (incompressible images,
 * as scans and photos are). DOC and PPT are not built: writing them needs LibreOffice.
 */

const MB = 1024 * 1024;
/** Just under the 15 MB document limit. */
const target = 14.5 * MB;

const lectureText = readFileSync(path.join(import.meta.dirname, 'fixtures', 'lecture-30.txt'), 'utf8');

/** A small seeded generator, so every run builds the same documents. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/**
 * The lecture's sections ("Lecture N: …" and its paragraphs), renumbered and with their
 * paragraphs in a different order on every copy, so the text compresses as prose does and not as
 * one block repeated (which a zip's ratio bound would rightly take for a bomb).
 */
function sections(copy: number) {
  const random = seeded(copy + 1);
  return lectureText
    .split(/\n(?=Lecture \d+:)/)
    .map((block) => block.trim().split(/\n\s*\n/))
    .filter((parts) => parts.length > 1)
    .map(([heading, ...paragraphs]) => ({
      heading: heading!.replace(/^Lecture (\d+)/, (_, n: string) => `Lecture ${Number(n) + copy * 5}`),
      paragraphs: paragraphs
        .map((text) => ({
          text: text.replace(/week (\d+)/g, (_, n: string) => `week ${Number(n) + copy * 5}`),
          key: random(),
        }))
        .sort((a, b) => a.key - b.key)
        .map(({ text }) => text),
    }));
}

/** A PNG of random pixels: it does not compress, like a photo. */
function photo(width = 200, height = 150) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) randomBytes(width * 3).copy(raw, y * (width * 3 + 1) + 1);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Copies of the lecture until `build(copies)` is about `target` bytes (its size grows linearly). */
async function toSize(build: (copies: number) => Promise<Uint8Array>) {
  const [one, two] = [(await build(1)).length, (await build(2)).length];
  const perCopy = Math.max(1, two - one);
  return build(Math.max(1, Math.floor((target - (one - perCopy)) / perCopy)));
}

/** A line of text in a PDF string: backslashes and parentheses escaped, Latin-1 only. */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * Text pages as a textbook's are (8 pt, 75 lines, Flate-compressed content), written directly:
 * pdf-lib keeps every page's operators in memory and runs out of heap at thousands of pages.
 */
function textPdf(copies: number) {
  const lines: string[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const section of sections(copy)) {
      lines.push('', section.heading);
      for (const paragraph of section.paragraphs) lines.push(...(paragraph.match(/.{1,110}(\s|$)/g) ?? []), '');
    }
  }
  const perPage = 75;
  const streams = [];
  for (let at = 0; at < lines.length; at += perPage) {
    const page = lines.slice(at, at + perPage).map((line) => `${pdfString(line.trim())} '`);
    const content = `BT /F1 8 Tf 40 800 Td 10 TL ${page.join(' ')} ET\n`;
    streams.push({ dictionary: '/Filter /FlateDecode', data: deflateSync(content) });
  }
  return pdfOf(streams, streams.length, (page) => page);
}

/** Lecture pages with a photo on each (pdf-lib: few pages, so its memory is no concern). */
async function photoPdf(copies: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let copy = 0; copy < copies; copy += 1) {
    for (const section of sections(copy)) {
      const page = doc.addPage([595, 842]);
      page.drawText(section.heading, { x: 50, y: 790, size: 16, font });
      let y = 760;
      for (const paragraph of section.paragraphs) {
        for (const line of paragraph.match(/.{1,90}(\s|$)/g) ?? []) {
          page.drawText(line.trim(), { x: 50, y, size: 11, font });
          y -= 16;
        }
        y -= 10;
      }
      page.drawImage(await doc.embedPng(photo()), { x: 50, y: 60, width: 200, height: 150 });
    }
  }
  return doc.save();
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A text-only DOCX written directly (the docx package holds every paragraph object and runs out
 * of heap at this size): the document part, its styles (Heading 1) and the package's relations.
 */
async function textDocx(copies: number) {
  const body: string[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const section of sections(copy)) {
      body.push(
        `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${xmlText(section.heading)}</w:t></w:r></w:p>`,
      );
      for (const paragraph of section.paragraphs) body.push(`<w:p><w:r><w:t>${xmlText(paragraph)}</w:t></w:r></w:p>`);
    }
  }
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body>${body.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** Lecture sections with a photo after each (the docx package: few sections, so its memory is no concern). */
async function photoDocx(copies: number) {
  const children: Paragraph[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const section of sections(copy)) {
      children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
      for (const paragraph of section.paragraphs) children.push(new Paragraph(paragraph));
      children.push(
        new Paragraph({
          children: [new ImageRun({ type: 'png', data: photo(), transformation: { width: 200, height: 150 } })],
        }),
      );
    }
  }
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

async function textPptx(copies: number, withPhotos: boolean) {
  const deck = new PptxGenJS();
  for (let copy = 0; copy < copies; copy += 1) {
    for (const section of sections(copy)) {
      const slide = deck.addSlide();
      slide.addText(section.heading, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28, bold: true });
      slide.addText(
        section.paragraphs.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.5, y: 1.2, w: 6, h: 4, fontSize: 12 },
      );
      if (withPhotos)
        slide.addImage({ data: `data:image/png;base64,${photo().toString('base64')}`, x: 6.8, y: 1.2, w: 3, h: 2.25 });
    }
  }
  return new Uint8Array((await deck.write({ outputType: 'nodebuffer' })) as Buffer);
}

async function longPdf(pages: number) {
  const source = await PDFDocument.load(readFileSync(path.join(import.meta.dirname, 'fixtures', 'lecture-30.pdf')));
  const large = await PDFDocument.create();
  const indices = source.getPageIndices();
  while (large.getPageCount() < pages) {
    const take = indices.slice(0, pages - large.getPageCount());
    for (const page of await large.copyPages(source, take)) large.addPage(page);
  }
  return large.save();
}

export interface LargeDocument {
  name: string;
  bytes: Uint8Array;
}

/** The 30-page lecture's pages repeated to `pages` pages. */
export async function largePdf(pages: number): Promise<LargeDocument> {
  return { name: `book-${pages}-pages.pdf`, bytes: await longPdf(pages) };
}

/** Every 15 MB document, one format at a time (they are built when asked for, not all held at once). */
export async function* largeDocuments(): AsyncGenerator<LargeDocument> {
  yield {
    name: 'text-15mb.txt',
    bytes: new TextEncoder().encode(lectureText.repeat(Math.floor(target / lectureText.length))),
  };
  for (const withPhotos of [false, true]) {
    const kind = withPhotos ? 'photos' : 'text';
    yield {
      name: `${kind}-15mb.pdf`,
      bytes: await toSize(async (copies) => (withPhotos ? photoPdf(copies) : textPdf(copies))),
    };
    yield {
      name: `${kind}-15mb.docx`,
      bytes: await toSize((copies) => (withPhotos ? photoDocx(copies) : textDocx(copies))),
    };
    yield { name: `${kind}-15mb.pptx`, bytes: await toSize((copies) => textPptx(copies, withPhotos)) };
  }
}
