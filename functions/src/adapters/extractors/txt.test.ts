import { describe, expect, it } from 'vitest';
import { extractionLimits } from './limits';
import { extractTxt } from './txt';

const utf8 = (text: string) => new TextEncoder().encode(text);

const lecture = [
  'Earthquakes',
  'Adapted from Physical Geology by Steven Earle and Karla Panchuk, for this course, with changes',
  'Learning Objectives',
  'After reading this chapter, you should be able to:',
  '• Explain how elastic deformation results in earthquakes.',
  'What is an Earthquake?',
  'Elastic Rebound',
  'Rocks bend elastically under stress until they break. The energy they stored is released as seismic waves.',
  'Figure 12.3: A fault before and after an earthquake.',
  'Aftershocks follow the main shock as stress moves along the fault.',
  'Measuring Earthquakes',
  'Magnitude describes the energy an earthquake releases.',
  'Acid | Name | pKa',
  'HCl | Hydrochloric acid | –7.0',
].join('\n\n');

describe('extractTxt', () => {
  it('makes one unit per heading, labelled with it, and takes the first heading as title', () => {
    const document = extractTxt(utf8(lecture));

    expect(document.title).toBe('Earthquakes');
    // The credit line under the title is a title page, not study material.
    expect(document.units.map((unit) => [unit.label, unit.heading])).toEqual([
      ['Learning Objectives', 'Learning Objectives'],
      ['Elastic Rebound', 'Elastic Rebound'],
      ['Measuring Earthquakes', 'Measuring Earthquakes'],
    ]);
    expect(document.units[1]!.text).toBe(
      [
        'Rocks bend elastically under stress until they break. The energy they stored is released as seismic waves.',
        'Figure 12.3: A fault before and after an earthquake.',
        'Aftershocks follow the main shock as stress moves along the fault.',
      ].join('\n\n'),
    );
    expect(document.units[2]!.text).toContain('Acid | Name | pKa\n\nHCl | Hydrochloric acid | –7.0');
  });

  it('takes no heading from a command, or from a line that introduces a block of code (held-out round 23)', () => {
    const tutorial = [
      'Making changes',
      'Modify some files, then add their updated contents to the index:',
      '    $ git add file1 file2 file3',
      'You are now ready to commit. You can see what is about to be committed using git diff with the --cached option.',
      'If you now run',
      '    $ git status',
      'Git gives a brief summary of the situation.',
      '$ git commit',
      'This will prompt you for a message describing the change.',
      'Next Steps',
      'This tutorial should be enough to perform basic distributed revision control for your projects.',
    ].join('\n\n');

    expect(extractTxt(utf8(tutorial)).units.map((unit) => unit.label)).toEqual(['Making changes', 'Next Steps']);
  });

  it('keeps the headings of a file indented throughout', () => {
    const indented = [
      '    Rocks',
      '    Rocks bend elastically under stress until they break.',
      '    Waves',
      '    Seismic waves carry the energy away.',
    ].join('\n\n');

    expect(extractTxt(utf8(indented)).units.map((unit) => unit.label)).toEqual(['Rocks', 'Waves']);
  });

  it('reads Markdown headings', () => {
    const document = extractTxt(
      utf8('# Cell Biology\n\n## Mitosis\nCells divide into two.\n\n## Meiosis\nGametes are made.\n'),
    );

    expect(document).toEqual({
      title: 'Cell Biology',
      units: [
        { label: 'Mitosis', heading: 'Mitosis', text: 'Cells divide into two.' },
        { label: 'Meiosis', heading: 'Meiosis', text: 'Gametes are made.' },
      ],
    });
  });

  it('reads UTF-16 text with a byte order mark the same way', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lecture, 'utf16le')]);

    expect(extractTxt(utf16)).toEqual(extractTxt(utf8(lecture)));
  });

  it('numbers the parts of text with no headings and no title', () => {
    const paragraph = 'Cells are the units of life and they divide to make more cells. '.repeat(8).trim();
    const document = extractTxt(utf8(`${paragraph}\n\n${paragraph}`));

    expect(document.title).toBeNull();
    expect(document.units).toEqual([{ label: 'Part 1', text: `${paragraph}\n\n${paragraph}` }]);
  });

  it('cuts text past the character limit at a line break instead of refusing it', () => {
    const paragraph = 'Cells are the units of life and they divide to make more cells.';
    const document = extractTxt(utf8(`${paragraph}\n`.repeat(100)), { ...extractionLimits, textCharacters: 1000 });

    const text = document.units.map((unit) => unit.text).join('\n');
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.length).toBeGreaterThan(900);
    expect(text.endsWith(paragraph)).toBe(true);
  });
});
