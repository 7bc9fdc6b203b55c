import { describe, expect, it } from 'vitest';
import {
  bodyFontSize,
  choosePdfTitle,
  hasBrokenLigatures,
  indentBullets,
  joinAcrossPages,
  joinHyphenated,
  pageLines,
  pageOneTitle,
  removeRunningLines,
  repairHyphens,
  repairLigatures,
  definitionLists,
  splitPageHeading,
  splitPageSections,
  type PdfLine,
} from './pdf-layout';

const line = (text: string, size = 11): PdfLine => ({ text, size, plain: text });
const texts = (lines: { text: string }[]) => lines.map((l) => l.text);
/** A line of a 10 pt body where it starts on the page. */
const placed = (text: string, x: number, size = 10): PdfLine => ({ text, x, size, plain: text });

describe('joinAcrossPages', () => {
  it('ends a sentence that runs over a page break on its own page (held-out round 29, TRUNC)', () => {
    const pages = joinAcrossPages([
      [line('Title'), line("• Module execution is the key moment in which the module's namespace")],
      [line('gets populated. Execution is delegated to the loader.'), line('Next line.')],
      [line('A page that opens a new sentence.')],
    ]);
    expect(pages.map(texts)).toEqual([
      ['Title', "• Module execution is the key moment in which the module's namespace gets populated."],
      ['Execution is delegated to the loader.', 'Next line.'],
      ['A page that opens a new sentence.'],
    ]);
  });

  it('leaves a page that ends a sentence, or one followed by a capital, as it is', () => {
    const pages = [
      [line('It ends here.')],
      [line('lower case after a full stop.')],
      [line('A heading')],
      [line('Capital.')],
    ];
    expect(joinAcrossPages(pages).map(texts)).toEqual(pages.map(texts));
  });
});

describe('pageLines', () => {
  it('ends a line at each end-of-line mark and keeps the size most of its characters have', () => {
    const lines = pageLines([
      { str: 'Microeconomics III: Problem Set 2', fontSize: 10.9, hasEOL: false },
      { str: 'a', fontSize: 8, hasEOL: false },
      { str: '', fontSize: 7, hasEOL: true },
      { str: 'Thor Donsby Noe', fontSize: 7, hasEOL: true },
    ]);

    expect(lines).toEqual([
      { text: 'Microeconomics III: Problem Set 2a', size: 10.9, plain: 'Microeconomics III: Problem Set 2' },
      { text: 'Thor Donsby Noe', size: 7, plain: 'Thor Donsby Noe' },
    ]);
  });
});

describe('pageLines and footnotes', () => {
  it('leaves out the small number a footnote starts with', () => {
    const lines = pageLines([
      { str: '12', fontSize: 7.6, hasEOL: false, x: 90 },
      { str: '‘Causality’ is the idea that effects cannot precede cause.', fontSize: 9, hasEOL: true, x: 99 },
      { str: 'H', fontSize: 9, hasEOL: false, x: 90 },
      { str: '2', fontSize: 7, hasEOL: false, x: 97 },
      { str: 'O is water.', fontSize: 9, hasEOL: true, x: 101 },
    ]);

    expect(lines.map((l) => [l.text, l.x])).toEqual([
      ['‘Causality’ is the idea that effects cannot precede cause.', 99],
      ['H2O is water.', 90],
    ]);
  });

  it('leaves out a raised footnote mark after a word, and keeps a lowered subscript (held-out round 6)', () => {
    const lines = pageLines([
      { str: 'The Equatorial system is fixed to the stars', fontSize: 12, hasEOL: false, x: 57, y: 700 },
      { str: '1', fontSize: 8, hasEOL: false, x: 290, y: 705 },
      { str: ', so it appears to rotate across the sky.', fontSize: 12, hasEOL: true, x: 294, y: 700 },
      { str: 'Plants take in CO', fontSize: 12, hasEOL: false, x: 57, y: 680 },
      { str: '2', fontSize: 8, hasEOL: false, x: 150, y: 677 },
      { str: ' from the air.', fontSize: 12, hasEOL: true, x: 155, y: 680 },
    ]);

    expect(lines.map((l) => l.text)).toEqual([
      'The Equatorial system is fixed to the stars, so it appears to rotate across the sky.',
      'Plants take in CO2 from the air.',
    ]);
  });
});

describe('indentBullets', () => {
  const at = (text: string, x: number): PdfLine => ({ ...line(text), x });

  it('indents a bullet that starts further right than the page’s first bullets', () => {
    expect(
      indentBullets([
        at('• Closed', 41.6),
        at('• Only registered partisans can vote', 63.7),
        at('(and only in their party’s primary)', 72),
        at('• Open', 41.9),
      ]),
    ).toEqual(['• Closed', '  • Only registered partisans can vote', '(and only in their party’s primary)', '• Open']);
  });

  it('reads bullets in two columns as columns, not as sub-points of the left ones', () => {
    expect(indentBullets([at('• Cheap', 41.6), at('• Slow', 380), at('• Simple', 41.6), at('• Fragile', 380)])).toEqual(
      ['• Cheap', '• Slow', '• Simple', '• Fragile'],
    );
  });

  it('leaves a page whose bullets all start at one indent as it is', () => {
    expect(indentBullets([at('Heading', 9.5), at('• Voter apathy', 41.6), at('• Very long', 41.6)])).toEqual([
      'Heading',
      '• Voter apathy',
      '• Very long',
    ]);
  });
});

describe('pageLines and page numbers', () => {
  it('sets apart a smaller page number at the end of the page’s last line', () => {
    const lines = pageLines([
      { str: 'Total 865', fontSize: 10.9, hasEOL: true },
      { str: 'About 20% of the delegates at stake', fontSize: 10.9, hasEOL: false },
      { str: ' ', fontSize: 10.9, hasEOL: false },
      { str: '12', fontSize: 8, hasEOL: false },
    ]);

    expect(texts(lines)).toEqual(['Total 865', 'About 20% of the delegates at stake', '12']);
    expect(texts(removeRunningLines([lines]).pages[0]!)).toEqual(['Total 865', 'About 20% of the delegates at stake']);
  });

  it('leaves a number of the text’s own size where it is', () => {
    const lines = pageLines([
      { str: 'Vermont 16 ', fontSize: 9, hasEOL: false },
      { str: '14', fontSize: 9, hasEOL: false },
    ]);

    expect(texts(lines)).toEqual(['Vermont 16 14']);
  });
});

describe('removeRunningLines', () => {
  const topics = ['events', 'simultaneity', 'intervals', 'metrics', 'boosts', 'rapidity', 'light cones', 'world lines'];
  const page = (n: number) => [
    n % 2 ? 'v.h. belvadi' : 'Spacetime',
    `This page is about ${topics[n - 1]}`,
    'and goes on for a while',
    `before it ends with ${topics[n - 1]}.`,
    `${n}`,
  ];

  it('removes headers and footers repeated at the edges of many pages, and page numbers', () => {
    const pages = Array.from({ length: 8 }, (_, i) => page(i + 1).map((text) => line(text)));

    const { pages: cleaned, running } = removeRunningLines(pages, 11);

    expect(cleaned.map(texts)).toEqual(pages.map((lines) => texts(lines.slice(1, -1))));
    expect(running.sort()).toEqual(['Spacetime', 'v.h. belvadi']);
  });

  it('counts lines that differ only in their numbers as the same line', () => {
    const pages = ['cells', 'tissues', 'organs', 'systems'].map((topic, i) => [
      `Lecture 5 – slide ${i + 1} of 4`,
      `About ${topic}`,
      `A line on ${topic}`,
      `More on ${topic}`,
    ]);
    const given = pages.map((p) => p.map((text) => line(text)));

    expect(removeRunningLines(given, 11).pages.map(texts)).toEqual(pages.map((p) => p.slice(1)));
  });

  it('never takes a title set larger than the text for a running line', () => {
    const pages = ['mitosis', 'meiosis', 'linkage', 'crossing over'].map((topic, i) => [
      line(`Question ${i + 1}`, 20),
      line(`What is ${topic}?`),
      line(`It is ${topic}.`),
    ]);

    expect(removeRunningLines(pages, 11).pages).toEqual(pages);
  });

  const cases: { name: string; pages: string[][]; kept: string[][] }[] = [
    {
      name: 'a slide title repeated on a few of many pages',
      pages: [
        ...['a', 'b', 'c'].map((x) => ['Nash Equilibria', x]),
        ...'defghijk'.split('').map((x) => [`Slide ${x}`, x]),
      ],
      kept: [
        ...['a', 'b', 'c'].map((x) => ['Nash Equilibria', x]),
        ...'defghijk'.split('').map((x) => [`Slide ${x}`, x]),
      ],
    },
    {
      name: 'a line repeated in the middle of pages',
      pages: Array(4).fill(['Top', 'Second', 'Repeated', 'Fourth', 'Last']),
      kept: Array(4).fill(['Repeated']),
    },
    {
      name: 'a repeated line on only two pages',
      pages: [
        ['Header', 'a'],
        ['Header', 'b'],
      ],
      kept: [
        ['Header', 'a'],
        ['Header', 'b'],
      ],
    },
    { name: 'page counters and symbols at the edges', pages: [['◀ ▶', 'Body', '3 / 35']], kept: [['Body']] },
  ];
  for (const { name, pages, kept } of cases)
    it(`handles ${name}`, () => {
      const given = pages.map((p) => p.map((text) => ({ text })));
      expect(removeRunningLines(given).pages.map(texts)).toEqual(kept);
    });
});

describe('ligature repair', () => {
  const cases: [string, string][] = [
    ['ques3on', 'question'],
    ['Gene3c recombina3on', 'Genetic recombination'],
    ['pa>erns', 'patterns'],
    ['a>ended', 'attended'],
    ['CH3CH2OH', 'CH3CH2OH'],
    ['x > y', 'x > y'],
    ['3 genes', '3 genes'],
  ];
  for (const [broken, repaired] of cases)
    it(`reads "${broken}" as "${repaired}"`, () => {
      expect(repairLigatures(broken)).toBe(repaired);
    });

  it('repairs only a document that shows several broken words', () => {
    expect(hasBrokenLigatures('Today’s ques3on: what pa>erns of gene3c inheritance?')).toBe(true);
    expect(hasBrokenLigatures('The mp3s play. CH3CH2OH boils.')).toBe(false);
  });
});

describe('repairHyphens', () => {
  it('reads soft hyphens and hyphen look-alikes as a plain hyphen', () => {
    expect(repairHyphens('Co-\u00ad\u2010dominance')).toBe('Co-dominance');
    expect(repairHyphens('X\u2010linked')).toBe('X-linked');
    expect(repairHyphens('experi\u00ad')).toBe('experi-');
  });
});

describe('joinHyphenated', () => {
  it('joins a word broken over two lines', () => {
    expect(texts(joinHyphenated([line('Nominating candidates, quick his-'), line('tory')]))).toEqual([
      'Nominating candidates, quick history',
    ]);
  });

  it('keeps the hyphen after a capital, and leaves lines that do not continue a word', () => {
    expect(texts(joinHyphenated([line('DNA-'), line('binding proteins')]))).toEqual(['DNA-binding proteins']);
    expect(texts(joinHyphenated([line('2016 -'), line('the race')]))).toEqual(['2016 -', 'the race']);
    expect(texts(joinHyphenated([line('well-'), line('Known')]))).toEqual(['well-', 'Known']);
  });
});

describe('splitPageHeading', () => {
  it('takes the first lines set larger than the body text as the heading', () => {
    const lines = [
      line('PS2, Ex. 3 (A): Elimination of', 14),
      line('weakly dominated strategies', 14),
      line('Body text.'),
    ];

    expect(splitPageHeading(lines, 11)).toEqual({
      heading: 'PS2, Ex. 3 (A): Elimination of weakly dominated strategies',
      body: [line('Body text.')],
    });
  });

  const cases: { name: string; lines: PdfLine[]; heading: string | undefined }[] = [
    {
      name: 'a short first line of the body size',
      lines: [line('II. Linkage mapping'), line('Text.')],
      heading: 'II. Linkage mapping',
    },
    { name: 'a question as slide title', lines: [line('Who can vote?'), line('• Closed')], heading: 'Who can vote?' },
    {
      name: 'a sentence broken over lines',
      lines: [line('Case 2: Pima people from Mexico and the'), line('sw USA are indistinguishable.')],
      heading: undefined,
    },
    {
      name: 'a quiz question',
      lines: [line('Q1. Draw the chromosomes of a fly'), line('1. 2. 3. 4.')],
      heading: undefined,
    },
    {
      name: 'a line of running text',
      lines: [line('A vector A in frame S is defined in terms of four components as'), line('where')],
      heading: undefined,
    },
  ];
  for (const { name, lines, heading } of cases)
    it(`${heading ? 'takes' : 'does not take'} ${name}`, () => {
      expect(splitPageHeading(lines, 11).heading).toBe(heading);
    });
});

describe('splitPageSections', () => {
  it('cuts a page at a heading set larger further down it, so the heading runs into no sentence', () => {
    const sections = splitPageSections(
      [
        placed('Chapter 2. The Basics', 72, 24.9),
        placed('This chapter will introduce some of the basics.', 120),
        placed('Accounting Concepts', 72, 20.7),
        placed('GnuCash is easy enough to use.', 120),
        placed('The 5 Basic Accounts', 72, 17.3),
        placed('Basic accounting rules group all finance related things into 5 types.', 120),
      ],
      10,
    );
    expect(sections.map((s) => [s.heading, texts(s.body)])).toEqual([
      ['Chapter 2. The Basics', ['This chapter will introduce some of the basics.']],
      ['Accounting Concepts', ['GnuCash is easy enough to use.']],
      ['The 5 Basic Accounts', ['Basic accounting rules group all finance related things into 5 types.']],
    ]);
  });

  it("takes no heading from a figure's words set large in the middle, nor from a sentence set large", () => {
    const sections = splitPageSections(
      [
        placed('Furthermore, you can increase your equity through income.', 120),
        placed('Equity', 300, 14),
        placed('( Assets - Liabilities )', 270),
        placed('The larger print says more than a heading would.', 120, 14),
        placed('A graphical view of the relationship.', 120),
      ],
      10,
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]!.heading).toBeUndefined();
  });

  it('lets a heading with nothing under it give way to the next one', () => {
    const sections = splitPageSections(
      [
        placed('Intro text here.', 120),
        placed('Terminology', 72, 17),
        placed('Account types', 120, 12),
        placed('Assets', 120),
      ],
      10,
    );
    expect(sections.map((s) => s.heading)).toEqual([undefined, 'Account types']);
  });

  it('takes a term set large in lower case as a heading (a glossary’s entries, held-out round 49)', () => {
    const sections = splitPageSections(
      [
        placed('A glossary of the words of computer networks.', 72),
        placed('tcp', 72, 13),
        placed('(TCP) The most common transport layer protocol used on Ethernet and the Internet.', 72),
        placed('ip address', 72, 13),
        placed('(Internet address) The 32-bit number uniquely identifying a node on a network.', 72),
      ],
      10,
    );
    expect(sections.map((s) => s.heading)).toEqual([undefined, 'tcp', 'ip address']);
  });

  it('reads a page that starts inside a glossary as the glossary going on, not as a titled page', () => {
    const sections = splitPageSections(
      [
        placed('Loan Fee', 120),
        placed('A processing fee removed from the principal.', 138),
        placed('Principal', 120),
        placed('The original amount of the loan.', 138),
      ],
      10,
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]!.heading).toBeUndefined();
  });
});

describe('definitionLists', () => {
  it('reads terms with their meanings indented under them as Term: meaning lines, one sentence each', () => {
    const lines = [
      placed('The terms presented below represent some basic concepts.', 120),
      placed('Amortization', 120),
      placed('The repayment plan which will insure that a loan is eventually paid off, typically utilizing equal', 138),
      placed('valued monthly payments. These payments are usually split into principal and interest.', 138),
      placed('Borrower', 120),
      placed('The person or company that receives the money from a loan.', 138),
      placed('Setting up accounts is next.', 120),
    ];
    expect(definitionLists(lines)).toEqual([
      'The terms presented below represent some basic concepts.',
      '',
      'Amortization: The repayment plan which will insure that a loan is eventually paid off, typically utilizing equal valued monthly payments.',
      'These payments are usually split into principal and interest.',
      '',
      'Borrower: The person or company that receives the money from a loan.',
      '',
      'Setting up accounts is next.',
    ]);
  });

  it('reads terms a manual writes in lower case ("dirty read" over its meaning, held-out round 11)', () => {
    const lines = [
      placed('The phenomena which are prohibited at various levels are:', 120),
      placed('dirty read', 120),
      placed('A transaction reads data written by a concurrent uncommitted transaction.', 138),
      placed('phantom read', 120),
      placed('A transaction re-executes a query and finds a different set of rows.', 138),
    ];
    expect(definitionLists(lines)).toEqual([
      'The phenomena which are prohibited at various levels are:',
      '',
      'dirty read: A transaction reads data written by a concurrent uncommitted transaction.',
      '',
      'phantom read: A transaction re-executes a query and finds a different set of rows.',
      '',
    ]);
  });

  it('leaves alone one indented line under a short one, a sentence over indented lines, and bullets', () => {
    const lines = [
      placed('Example', 120),
      placed('Set Payment Periods to 360.', 138),
      placed('It works as follows:', 120),
      placed('First, open the calculator.', 138),
      placed('• Cheap', 120),
      placed('Costs little.', 138),
    ];
    expect(definitionLists(lines)).toEqual(texts(lines));
  });
});

describe('bodyFontSize', () => {
  it('is the size of most characters', () => {
    expect(bodyFontSize([[line('Title', 20), line('A long line of body text'), line('More body text')]])).toBe(11);
  });
});

describe('PDF title', () => {
  const beamerPage = [
    {
      text: 'Microeconomics III, Ex. Class 4: Problem Set 2a',
      size: 10.9,
      plain: 'Microeconomics III, Ex. Class 4: Problem Set 2',
    },
    line('Thor Donsby Noe', 7),
    line('September 18 2019', 7),
  ];

  it('takes the largest lines of page 1, without a footnote mark', () => {
    expect(pageOneTitle(beamerPage, 8)).toBe('Microeconomics III, Ex. Class 4: Problem Set 2');
  });

  it('takes page 1’s first line when nothing is set larger', () => {
    expect(pageOneTitle([line('Extensions to Mendel', 28), line('Today’s question: linkage.', 28)], 28)).toBe(
      'Extensions to Mendel',
    );
  });

  const cases: { name: string; metadata?: string; page: PdfLine[]; running?: string[]; title: string | null }[] = [
    {
      name: 'the metadata title when page 1 shows it',
      metadata: 'Presidential Elections',
      page: [line('Presidential Elections', 14), line('J. Alexander Branham')],
      title: 'Presidential Elections',
    },
    {
      name: 'page 1’s title when the metadata has a footnote glued on',
      metadata:
        'Microeconomics III, Ex. Class 4: Problem Set 2Slides created for exercise class 4, with reservation for possible errors. ',
      page: beamerPage,
      title: 'Microeconomics III, Ex. Class 4: Problem Set 2',
    },
    {
      name: 'the metadata title that page 1 shows with a subtitle',
      metadata: 'Spacetime',
      page: [line('SPACETIME', 12), line('special and general relativity', 12), line('v.h. belvadi')],
      running: ['Spacetime'],
      title: 'Spacetime',
    },
    {
      name: 'page 1’s title when the metadata is a running header not on page 1',
      metadata: 'BIOL 2040 Genetics',
      page: [line('Linkage and Recombination', 20), line('Some text.')],
      running: ['BIOL 2040 Genetics'],
      title: 'Linkage and Recombination',
    },
    {
      name: 'page 1’s title when the metadata is a placeholder',
      metadata: 'Microsoft Word - notes.docx',
      page: [line('Cell Biology', 18), line('Text.')],
      title: 'Cell Biology',
    },
    {
      name: 'the metadata title when page 1 has none',
      metadata: 'Cell Biology',
      page: [line('Cells divide by mitosis.')],
      title: 'Cell Biology',
    },
    { name: 'nothing when neither has one', page: [line('Cells divide by mitosis and meiosis.')], title: null },
  ];
  for (const { name, metadata, page, running, title } of cases)
    it(`chooses ${name}`, () => {
      expect(choosePdfTitle(metadata, page, 11, running ?? [])).toBe(title);
    });
});
