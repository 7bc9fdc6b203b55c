import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractionLimits } from './limits';
import { extractPdf } from './pdf';

interface PageSpec {
  heading?: string;
  lines: string[];
}

/** A lecture handout: a running header and page number on every page, a bold heading, body lines. */
async function handout(pages: PageSpec[], options: { title?: string; header?: string } = {}) {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((spec, i) => {
    const page = doc.addPage([595, 842]);
    if (options.header) page.drawText(options.header, { x: 50, y: 810, size: 9, font });
    let y = 770;
    if (spec.heading) {
      page.drawText(spec.heading, { x: 50, y, size: 18, font: bold });
      y -= 36;
    }
    for (const line of spec.lines) {
      page.drawText(line, { x: 50, y, size: 11, font });
      y -= 16;
    }
    page.drawText(String(i + 1), { x: 290, y: 30, size: 9, font });
  });
  return doc.save();
}

const lines = (topic: string) => [
  `${topic} is one of the ideas of this course, and this page explains`,
  `it in some detail with an example or two so that students can follow-`,
  `ing along at home. The page ends here with a word on ${topic.toLowerCase()}.`,
];

describe('extractPdf', () => {
  it('gives each page its title as heading, without running headers, page numbers or hyphen breaks', async () => {
    const bytes = await handout(
      [
        { heading: 'Cell Biology: Energy in Living Cells', lines: ['Dr. Rosalind Franklin'] },
        { heading: 'Photosynthesis', lines: lines('Photosynthesis') },
        { heading: 'Cellular Respiration', lines: lines('Respiration') },
        { heading: 'Enzymes', lines: lines('Catalysis') },
      ],
      { header: 'BIOL 101 – Cell Biology – Spring term' },
    );

    const document = await extractPdf(bytes);

    expect(document.title).toBe('Cell Biology: Energy in Living Cells');
    expect(document.units.map(({ label, page, heading }) => ({ label, page, heading }))).toEqual([
      { label: 'Page 1', page: 1, heading: 'Cell Biology: Energy in Living Cells' },
      { label: 'Page 2', page: 2, heading: 'Photosynthesis' },
      { label: 'Page 3', page: 3, heading: 'Cellular Respiration' },
      { label: 'Page 4', page: 4, heading: 'Enzymes' },
    ]);
    expect(document.units[1]!.text).toBe(
      [
        'Photosynthesis is one of the ideas of this course, and this page explains',
        'it in some detail with an example or two so that students can following along at home. The page ends here with a word on photosynthesis.',
      ].join('\n'),
    );
    expect(document.units.map((unit) => unit.text).join('\n')).not.toMatch(/BIOL 101|^\d+$/m);
  });

  it('prefers the title on page 1 to a metadata title with a footnote glued on', async () => {
    const bytes = await handout([{ heading: 'Problem Set 2', lines: ['Slides for exercise class 4.'] }], {
      title: 'Problem Set 2Slides for exercise class 4.',
    });

    expect((await extractPdf(bytes)).title).toBe('Problem Set 2');
  });

  it('takes a real metadata title', async () => {
    const bytes = await handout([{ lines: ['Notes on the primaries, written for the seminar.'] }], {
      title: 'Presidential Elections',
    });

    expect((await extractPdf(bytes)).title).toBe('Presidential Elections');
  });

  it('repairs "ti" and "tt" ligatures a file maps to "3" and ">"', async () => {
    const bytes = await handout([
      {
        heading: 'Extensions to Mendel',
        lines: ['Today’s ques3on: what pa>erns of gene3c inheritance', 'did Mendel not describe?'],
      },
    ]);

    const [unit] = (await extractPdf(bytes)).units;

    expect(unit!.text).toBe('Today’s question: what patterns of genetic inheritance\ndid Mendel not describe?');
  });

  it('reads a PDF with more pages than the limit up to the limit, rather than refusing it', async () => {
    const bytes = await handout([1, 2, 3].map((n) => ({ heading: `Part ${n}`, lines: lines(`Topic ${n}`) })));

    const { units } = await extractPdf(bytes, { ...extractionLimits, pdfPages: 2 });
    expect(units.map((unit) => unit.label)).toEqual(['Page 1', 'Page 2']);
  });

  it('stops reading pages once the text is long enough, rather than refusing the file', async () => {
    const bytes = await handout([1, 2, 3, 4].map((n) => ({ heading: `Part ${n}`, lines: lines(`Topic ${n}`) })));

    const document = await extractPdf(bytes, { ...extractionLimits, textCharacters: 300 });

    expect(document.units.map((unit) => unit.label)).toEqual(['Page 1', 'Page 2']);
  });

  it('labels each page with the number it prints when the PDF gives page labels, and keeps its place in the file', async () => {
    const bytes = await handout([1, 2, 3].map((n) => ({ heading: `Part ${n}`, lines: lines(`Topic ${n}`) })));
    // A title page numbered "i", then the body counted from 1: the labels a slide deck often has.
    const doc = await PDFDocument.load(bytes);
    doc.catalog.set(
      PDFName.of('PageLabels'),
      doc.context.obj({ Nums: [0, { S: PDFName.of('r') }, 1, { S: PDFName.of('D') }] }),
    );

    const document = await extractPdf(await doc.save());

    expect(document.units.map((unit) => [unit.label, unit.page])).toEqual([
      ['Page i', 1],
      ['Page 1', 2],
      ['Page 2', 3],
    ]);
    // Without labels, the place in the file is the number.
    expect((await extractPdf(bytes)).units.map((unit) => unit.label)).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('keeps the first text items of a page that has too many', async () => {
    const bytes = await handout([{ heading: 'Enzymes', lines: lines('Catalysis') }]);

    const [whole] = (await extractPdf(bytes)).units;
    const [cut] = (await extractPdf(bytes, { ...extractionLimits, pdfPageTextItems: 2 })).units;

    expect(whole!.text.length).toBeGreaterThan(100);
    expect(cut!.heading).toBe('Enzymes');
    expect(cut!.text.length).toBeLessThan(whole!.text.length);
  });
});
