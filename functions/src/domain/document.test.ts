import { describe, expect, it } from 'vitest';
import { checkExtracted, titleFromFileName, UnprocessableFileError } from './document';

describe('checkExtracted', () => {
  it('keeps units with text and normalises their spacing', () => {
    const document = checkExtracted({
      title: '  Notes ',
      units: [
        { label: 'Page 1', page: 1, text: 'Cells   are\t\tthe units of life.\r\n\r\n\r\n\r\nThey divide.' },
        { label: 'Page 2', page: 2, text: '   ' },
      ],
    });

    expect(document).toEqual({
      title: 'Notes',
      units: [{ label: 'Page 1', page: 1, text: 'Cells are the units of life.\n\nThey divide.' }],
    });
  });

  it('keeps a unit’s heading on one line and leaves out an empty one', () => {
    const document = checkExtracted({
      title: null,
      units: [
        {
          label: 'Page 1',
          page: 1,
          heading: ' Elimination of\n weakly dominated strategies ',
          text: 'Eliminate B first.',
        },
        { label: 'Page 2', page: 2, heading: ' ', text: 'Then eliminate a.' },
      ],
    });

    expect(document.units).toEqual([
      { label: 'Page 1', page: 1, heading: 'Elimination of weakly dominated strategies', text: 'Eliminate B first.' },
      { label: 'Page 2', page: 2, text: 'Then eliminate a.' },
    ]);
  });

  it('refuses a file with (almost) no text', () => {
    expect(() => checkExtracted({ title: null, units: [{ label: 'Page 1', text: 'Fig. 1' }] })).toThrow(
      UnprocessableFileError,
    );
  });

  it('refuses text that is mostly control characters, as a corrupt .doc produces', () => {
    const garbage = 'Cell\u0001\u0002\u0003\u0004\u0005\u0006'.repeat(50);

    expect(() => checkExtracted({ title: null, units: [{ label: 'Section 1', text: garbage }] })).toThrow(
      /could not be read/,
    );
  });
});

describe('titleFromFileName', () => {
  const cases: [string, string][] = [
    ['industrial-revolution.pdf', 'Industrial Revolution'],
    ['lecture_03_cell-biology.docx', 'Lecture 03 Cell Biology'],
    ['history-of-the-roman-empire.txt', 'History of the Roman Empire'],
    ['DNA_replication.pptx', 'DNA Replication'],
    ['CellBiology.pdf', 'Cell Biology'],
    ['week 2 notes (1).pdf', 'Week 2 Notes'],
    ['Lecture 5 – Enzymes.ppt', 'Lecture 5 – Enzymes'],
    ['uploads/user/the.big.idea.doc', 'The Big Idea'],
    ['.pdf', 'Untitled document'],
    ['.txt', 'Untitled document'],
    ['-.txt', 'Untitled document'],
    ['\u202E.txt', 'Untitled document'],
    ['week\u0000\r\nnotes\u202E.pdf', 'Week Notes'],
    ['report\u202Efdp.exe.txt', 'Reportfdp Exe'],
    ['\u2067cell\u2069_biology\u200F.docx', 'Cell Biology'],
  ];
  for (const [fileName, title] of cases)
    it(`makes "${title}" of ${fileName}`, () => {
      expect(titleFromFileName(fileName)).toBe(title);
    });
});
