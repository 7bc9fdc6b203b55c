import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractDocx, htmlBlocks, openElements } from './docx';
import { extractionLimits } from './limits';

// A 1x1 grey PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAASsJTYQAAAAASUVORK5CYII=',
  'base64',
);

const docxOf = (children: (Paragraph | Table)[]) => Packer.toBuffer(new Document({ sections: [{ children }] }));

describe('a Word body too long to read whole', () => {
  it('reads its beginning, cut after the last whole paragraph and closed again', async () => {
    const paragraphs = Array.from(
      { length: 400 },
      (_, i) => new Paragraph(`Paragraph ${i + 1} says that enzymes are proteins that speed up reactions.`),
    );
    const bytes = await docxOf([new Paragraph({ text: 'Enzymes', heading: HeadingLevel.HEADING_1 }), ...paragraphs]);
    const whole = await extractDocx(bytes);
    const part = await extractDocx(bytes, { ...extractionLimits, docxBodyBytes: 20_000 });
    const text = (d: typeof whole) => d.units.map((u) => u.text).join('\n');
    expect(text(whole)).toContain('Paragraph 400 says');
    expect(text(part)).toContain('Paragraph 1 says that enzymes');
    expect(text(part)).not.toContain('Paragraph 400 says');
    expect(part.units[0]!.label).toBe('Enzymes');
  });

  it('knows which elements are still open at the cut', () => {
    expect(
      openElements('<?xml version="1.0"?><w:document a="1"><w:body><w:tbl><w:tr><w:tc><w:p><w:r/></w:p><!-- x -->'),
    ).toEqual(['w:document', 'w:body', 'w:tbl', 'w:tr', 'w:tc']);
  });
});

describe('extractDocx', () => {
  it('makes a unit per heading of any level, without images, anchors or link targets', async () => {
    const bytes = await docxOf([
      new Paragraph({ text: 'Lecture 06: Open Science', heading: HeadingLevel.TITLE }),
      new Paragraph('Dr. Gordon Wright'),
      new Paragraph({ text: 'The replication crisis', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        children: [
          new TextRun('The '),
          new ExternalHyperlink({ link: 'https://osf.io', children: [new TextRun('Open Science Collaboration')] }),
          new TextRun(' repeated 100 studies.'),
        ],
      }),
      new Paragraph({
        children: [new ImageRun({ type: 'png', data: png, transformation: { width: 100, height: 100 } })],
      }),
      new Paragraph({ text: 'Statistical power', heading: HeadingLevel.HEADING_3 }),
      new Paragraph({ text: 'Small samples give low power.', bullet: { level: 0 } }),
      new Paragraph({ text: 'Low power inflates effects.', bullet: { level: 0 } }),
      new Table({
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Practice')] }),
              new TableCell({ children: [new Paragraph('Fix')] }),
            ],
          }),
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Low power')] }),
              new TableCell({ children: [new Paragraph('Power analysis')] }),
            ],
          }),
        ],
      }),
    ]);

    const document = await extractDocx(new Uint8Array(bytes));

    expect(document).toEqual({
      title: 'Lecture 06: Open Science',
      units: [
        {
          label: 'The replication crisis',
          heading: 'The replication crisis',
          text: 'The Open Science Collaboration repeated 100 studies.',
        },
        {
          label: 'Statistical power',
          heading: 'Statistical power',
          text: '- Small samples give low power.\n- Low power inflates effects.\n\nPractice | Fix\nLow power | Power analysis',
        },
      ],
    });
  });

  it('detects headings in a document written without heading styles', async () => {
    const sentence = 'Enzymes are proteins that speed up chemical reactions without being used up.';
    const bytes = await docxOf(
      ['Cell Biology', 'Enzymes', sentence, 'Respiration', `${sentence} Cells respire.`].map((t) => new Paragraph(t)),
    );

    const document = await extractDocx(new Uint8Array(bytes));

    expect(document.title).toBe('Cell Biology');
    expect(document.units.map((unit) => unit.label)).toEqual(['Enzymes', 'Respiration']);
  });
});

describe('extractDocx within limits', () => {
  const lecture = () =>
    docxOf([
      new Paragraph({ text: 'Enzymes', heading: HeadingLevel.HEADING_1 }),
      new Paragraph('Enzymes are proteins that speed up chemical reactions in cells.'),
    ]);

  it('refuses a document whose text inflates past the limit, before mammoth parses it', async () => {
    await expect(
      extractDocx(new Uint8Array(await lecture()), { ...extractionLimits, zipEntryBytes: 1000 }),
    ).rejects.toEqual(new UnprocessableFileError(messages.expandsTooMuch));
  });

  it('refuses a document nested deeper than the limit', async () => {
    await expect(extractDocx(new Uint8Array(await lecture()), { ...extractionLimits, xmlDepth: 3 })).rejects.toEqual(
      new UnprocessableFileError(messages.tooDeeplyNested),
    );
  });

  it('says a document whose parts cannot be inflated is damaged', async () => {
    const zip = await JSZip.loadAsync(await lecture());
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const name = new TextEncoder().encode('word/document.xml');
    // Corrupt the first bytes of word/document.xml's compressed data.
    const at = Buffer.from(bytes).indexOf(Buffer.from(name)) + name.length;
    bytes.fill(0xff, at, at + 64);

    await expect(extractDocx(bytes)).rejects.toEqual(new UnprocessableFileError(messages.corrupt('Word')));
  });
});

describe('code in a Word document', () => {
  it('leaves out paragraphs set as preformatted code (held-out round 12: a program’s output read as a glossary)', async () => {
    const bytes = await Packer.toBuffer(
      new Document({
        styles: {
          paragraphStyles: [{ id: 'PreformattedText', name: 'Preformatted Text', run: { font: 'Liberation Mono' } }],
        },
        sections: [
          {
            children: [
              new Paragraph({ text: 'Package meta-information', heading: HeadingLevel.HEADING_1 }),
              new Paragraph('The control file holds the package’s meta-information.'),
              new Paragraph({ text: 'Package: apt', style: 'PreformattedText' }),
              new Paragraph({ text: 'Description-en: commandline package manager', style: 'PreformattedText' }),
              new Paragraph('Each field has a name and a value.'),
            ],
          },
        ],
      }),
    );
    const document = await extractDocx(bytes);
    expect(document.units.map((u) => u.text).join('\n')).toBe(
      'The control file holds the package’s meta-information.\n\nEach field has a name and a value.',
    );
  });
});

describe('htmlBlocks', () => {
  it('reads headings, paragraphs, nested lists and tables, decoding entities', () => {
    const html = [
      '<h2><a id="x"></a>Acids &amp; Bases</h2>',
      '<p>An acid donates H<sup>+</sup>.</p>',
      '<p><img src="" alt="Diagram" /></p>',
      '<p>. . .</p>',
      '<ol><li>Strong<ul><li>HCl</li></ul></li><li>Weak</li></ol>',
      '<table><tr><td><p>Acid</p></td><td><p>pKa</p></td></tr><tr><td><p>HCl</p></td><td><p>–7</p></td></tr></table>',
      '<table><tr><td><p>Lab activities</p><p>Bring a calculator</p></td></tr></table>',
    ].join('');

    expect(htmlBlocks(html)).toEqual([
      { text: 'Acids & Bases', level: 2 },
      { text: 'An acid donates H+.' },
      { text: '1. Strong\n  - HCl\n2. Weak' },
      { text: 'Acid | pKa\nHCl | –7' },
      { text: 'Lab activities\nBring a calculator' },
    ]);
  });
});
