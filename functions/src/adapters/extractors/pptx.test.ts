import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractionLimits } from './limits';
import { extractPptx, slideContent } from './pptx';

async function deck() {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: 'LECTURE',
    objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.2, w: 9, h: 1 }, text: '' } }],
    slideNumber: { x: 9, y: 5 },
  });
  const first = pptx.addSlide({ masterName: 'LECTURE' });
  first.addText(
    [
      { text: 'Enzymes are proteins that speed up reactions.', options: { breakLine: true } },
      { text: 'They are not used up.' },
    ],
    { x: 0.5, y: 1.5, w: 9, h: 2 },
  );
  // The title placeholder comes last in the drawing order, as PowerPoint often saves it.
  first.addText('Enzymes', { placeholder: 'title' });
  first.addTable(
    [
      [{ text: 'Enzyme' }, { text: 'Substrate' }],
      [{ text: 'Amylase' }, { text: 'Starch' }],
    ],
    { x: 0.5, y: 3.8, w: 9 },
  );
  const second = pptx.addSlide();
  second.addText('Respiration', { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28 });
  second.addText('Cells release energy from glucose.', { x: 0.5, y: 1.5, w: 9, h: 1 });
  return new Uint8Array((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

describe('extractPptx', () => {
  it('gives each slide its title as heading and its other text, skipping slide numbers', async () => {
    expect(await extractPptx(await deck())).toEqual({
      title: 'Enzymes',
      units: [
        {
          label: 'Slide 1',
          slide: 1,
          heading: 'Enzymes',
          text: 'Enzymes are proteins that speed up reactions.\nThey are not used up.\nEnzyme | Substrate\nAmylase | Starch',
        },
        { label: 'Slide 2', slide: 2, heading: 'Respiration', text: 'Cells release energy from glucose.' },
      ],
    });
  });
});

describe('extractPptx within limits', () => {
  it('refuses a slide that inflates past the limit', async () => {
    const bytes = await deck();

    expect(() => extractPptx(bytes, { ...extractionLimits, zipEntryBytes: 500 })).toThrow(
      new UnprocessableFileError(messages.expandsTooMuch),
    );
  });

  it('refuses a slide nested deeper than the limit', async () => {
    const bytes = await deck();

    expect(() => extractPptx(bytes, { ...extractionLimits, xmlDepth: 4 })).toThrow(
      new UnprocessableFileError(messages.tooDeeplyNested),
    );
  });

  it('says a file that is not a zip is damaged', () => {
    expect(() => extractPptx(new TextEncoder().encode('PK\x03\x04 and nothing else'))).toThrow(
      new UnprocessableFileError(messages.corrupt('PowerPoint')),
    );
  });
});

describe('slideContent', () => {
  const shape = (placeholder: string, ...paragraphs: string[]) =>
    `<p:sp><p:nvSpPr><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:txBody>${paragraphs
      .map((p) => `<a:p>${p}</a:p>`)
      .join('')}</p:txBody></p:sp>`;
  const run = (text: string) => `<a:r><a:t>${text}</a:t></a:r>`;

  it('reads a centre title, equations and line breaks, and skips footers and dates', () => {
    const equation =
      '<mc:AlternateContent><mc:Choice Requires="a14"><p:sp><p:txBody><a:p>' +
      `${run('1. P(')}<a14:m><m:oMath><m:r><m:t>𝐴</m:t></m:r></m:oMath></a14:m>${run(') ≥ 0')}` +
      '</a:p></p:txBody></p:sp></mc:Choice><mc:Fallback><p:sp><p:txBody><a:p><a:r><a:t>picture</a:t></a:r></a:p></p:txBody></p:sp></mc:Fallback></mc:AlternateContent>';
    const xml = [
      shape('<p:ph type="ctrTitle"/>', `${run('Axioms of')}<a:br/>${run('Probability')}`),
      equation,
      shape('<p:ph type="body" idx="1"/>', `${run('Tom &amp; Jerry')}<a:br/>${run('second line')}`),
      shape('<p:ph type="ftr" idx="11"/>', run('STAT 101')),
      shape('<p:ph type="dt" idx="10"/>', run('1 May 2024')),
    ].join('');

    expect(slideContent(xml)).toEqual({
      heading: 'Axioms of Probability',
      text: '1. P(A) ≥ 0\nTom & Jerry\nsecond line',
    });
  });

  it('breaks a line at a break that carries its own formatting', () => {
    const xml =
      shape('<p:ph type="title"/>', run('Lists')) +
      shape(
        '<p:ph type="body" idx="1"/>',
        `${run('A linear collection of values')}<a:br><a:rPr lang="en-US" sz="3600"/></a:br>${run('Lookup by position')}`,
      );

    expect(slideContent(xml).text).toBe('A linear collection of values\nLookup by position');
  });

  it('nests a sub-point under its point by outline level, and keeps a one-level shape plain', () => {
    const level = (n: number, text: string) => `<a:pPr lvl="${n}"/>${run(text)}`;
    const xml = [
      shape('<p:ph type="title"/>', run('A Story of Two Collections')),
      shape(
        '<p:ph type="body" idx="1"/>',
        run('List'),
        level(1, 'A linear collection of values'),
        level(0, 'Dictionary'),
        level(1, '- A collection of key-value pairs'),
      ),
      shape('', run('Plain line'), run('Another plain line')),
    ].join('');

    expect(slideContent(xml).text).toBe(
      '• List\n  • A linear collection of values\n• Dictionary\n  - A collection of key-value pairs\nPlain line\nAnother plain line',
    );
  });

  it('takes the first point of an outline as the title of a slide without one', () => {
    const xml = shape('', run('A Story of Two Collections'), `<a:pPr lvl="1"/>${run('List')}`);

    expect(slideContent(xml)).toEqual({ heading: 'A Story of Two Collections', text: '  • List' });
  });

  it('has no heading when a slide without a title starts with a sentence', () => {
    const xml = shape('', run('Most of our variables have one value in them, and a new value overwrites the old one.'));

    expect(slideContent(xml)).toEqual({
      text: 'Most of our variables have one value in them, and a new value overwrites the old one.',
    });
  });
});
