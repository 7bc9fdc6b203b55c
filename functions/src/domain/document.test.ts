import { describe, expect, it } from 'vitest';
import { checkExtracted, UnprocessableFileError } from './document';

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
