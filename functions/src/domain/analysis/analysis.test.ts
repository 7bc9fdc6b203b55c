import { describe, expect, it } from 'vitest';
import { blocksOf, hardWrapped } from './blocks';
import { nounPhrases } from './concepts';
import { analyzeDocument } from './index';
import { isCommonNoun, tagSentences } from './nlp';
import { selfContained } from './self-contained';

const sentence = (text: string) => tagSentences(text)[0]!;

describe('hardWrapped', () => {
  const markdown = [
    'The Zenith is the point in the sky where you are looking when you look',
    '“straight up” from the ground. More precisely, it is the point on the',
    'sky with an Altitude of +90 Degrees; it is the Pole of the Horizontal',
    'Coordinate System. Geometrically, it is the point on the',
    'Celestial Sphere intersected by a line drawn from the',
    "center of the Earth through your location on the Earth's surface.",
    '',
    'The Zenith is, by definition, a point along the Local',
    'Meridian.',
  ].join('\n');
  it('tells a text wrapped at a fixed width from one line per paragraph', () => {
    expect(hardWrapped(markdown)).toBe(true);
    expect(hardWrapped(markdown.replace(/\n(?!\n)/g, ' '))).toBe(false);
    expect(hardWrapped('• First point of a slide\n• Second point of the slide\n• Third')).toBe(false);
  });
});

describe('a document wrapped at a fixed width', () => {
  it('joins a short section\'s wrapped lines when the file as a whole is wrapped (held-out round 34: "… the goals of the" / "Project or how …")', () => {
    const wrappedSection = (topic: string) =>
      [
        `The ${topic} of the Debian Project are described in the sections below, each in turn and`,
        `with the powers, the composition and the procedure of every decision-making body that`,
        'exists in the Project at the time this document was ratified by its Developers.',
      ].join('\n');
    const document = {
      title: 'Constitution',
      units: [
        {
          label: '1. Introduction',
          heading: '1. Introduction',
          text: 'The Project is an association of individuals who have made\ncommon cause. It does not describe the goals of the\nProject or how it achieves them.',
        },
        {
          label: '2. Bodies',
          heading: '2. Bodies',
          text: `${wrappedSection('bodies')}\n\n${wrappedSection('powers')}`,
        },
        { label: '3. Rules', heading: '3. Rules', text: `${wrappedSection('rules')}\n\n${wrappedSection('terms')}` },
      ],
    };
    const sentences = analyzeDocument(document).units[0]!.sentences.map((s) => s.text);
    expect(sentences).toContain('It does not describe the goals of the Project or how it achieves them.');
  });
});

describe('blocksOf', () => {
  it('keeps a wrapped line that starts with a caption’s word in lower case (held-out round 52)', () => {
    const text =
      'Part of a video system in which an image is stored and which is used to refresh a raster\nimage. The term suggests a fairly static display.\nImage: a frame grabber';
    expect(blocksOf(text, 'page').map((b) => b.text)).toEqual([
      'Part of a video system in which an image is stored and which is used to refresh a raster image. The term suggests a fairly static display.',
    ]);
  });

  it('joins a numbered point wrapped onto a line that starts with a capital, in a file wrapped at a fixed width (held-out round 34)', () => {
    const text =
      '    3. Make or override any decision authorised by the powers of the\n       Project Leader or a Delegate.\n    4. Issue nontechnical policy documents.';
    expect(blocksOf(text, 'fixed').map((b) => [b.kind, b.text])).toEqual([
      ['bullet', 'Make or override any decision authorised by the powers of the Project Leader or a Delegate.'],
      ['bullet', 'Issue nontechnical policy documents.'],
    ]);
  });

  it('nests indented bullets under the least indented ones', () => {
    const blocks = blocksOf(
      '• Closed\n    • Only registered partisans can vote\n• Open\n    • All registered voters can vote\n        ◦ Texas is open',
      'page',
    );
    expect(blocks.map((b) => [b.text, b.level])).toEqual([
      ['Closed', 0],
      ['Only registered partisans can vote', 1],
      ['Open', 0],
      ['All registered voters can vote', 1],
      ['Texas is open', 2],
    ]);
  });

  it.each([
    [
      'joins a PDF line wrapped at the page edge',
      'Heat is the energy that moves between two bodies at different\ntemperatures.',
      'page',
      [['paragraph', 'Heat is the energy that moves between two bodies at different temperatures.']],
    ],
    [
      'keeps slide lines apart',
      'Dictionaries are collections\nLists are ordered',
      false,
      [
        ['paragraph', 'Dictionaries are collections'],
        ['paragraph', 'Lists are ordered'],
      ],
    ],
    [
      'reads a bullet without its mark',
      '• The mantle is mostly solid rock.',
      false,
      [['bullet', 'The mantle is mostly solid rock.']],
    ],
    [
      'reads a Term: definition line',
      'Pareto optimal: no player can be better off without another being worse off',
      false,
      [['term-definition', 'Pareto optimal: no player can be better off without another being worse off']],
    ],
    [
      'drops figure captions',
      'Figure 12.3: A fault before and after\nFaults slip.',
      false,
      [['paragraph', 'Faults slip.']],
    ],
    [
      'drops a link under a bullet mark',
      '• Ensembl has the annotation files.\n  • http://useast.ensembl.org/info/data/ftp/index.html',
      false,
      [['bullet', 'Ensembl has the annotation files.']],
    ],
    [
      'joins a term line wrapped onto the next line',
      "Sturtevant's insight: The percentage of recombinants is\nproportional to the physical distance between genes.",
      'page',
      [
        [
          'term-definition',
          "Sturtevant's insight: The percentage of recombinants is proportional to the physical distance between genes.",
        ],
      ],
    ],
    [
      'joins a text file wrapped at a fixed width, where a link shortened a line (held-out round 7)',
      'The Celestial Equator and the Ecliptic\nare two Great Circles on the Celestial\nSphere, set at an angle of 23.5 degrees.',
      'fixed',
      [
        [
          'paragraph',
          'The Celestial Equator and the Ecliptic are two Great Circles on the Celestial Sphere, set at an angle of 23.5 degrees.',
        ],
      ],
    ],
    [
      'keeps short lines of a text file that is not wrapped apart',
      'Slide title\nAnother line',
      false,
      [
        ['paragraph', 'Slide title'],
        ['paragraph', 'Another line'],
      ],
    ],
    [
      'keeps table rows as rows',
      'Acid | pKa\nWater | 15.74',
      false,
      [
        ['table-row', 'Acid | pKa'],
        ['table-row', 'Water | 15.74'],
      ],
    ],
  ] as const)('%s', (_name, text, wrapped, expected) => {
    expect(blocksOf(text, wrapped).map((b) => [b.kind, b.text])).toEqual(expected);
  });

  it('splits a term line into its term and its definition', () => {
    expect(
      blocksOf('Def. Pareto Optimal: No player can be better off without the other being worse off.', false)[0],
    ).toMatchObject({
      term: 'Pareto Optimal',
      definition: 'No player can be better off without the other being worse off.',
    });
  });
});

describe('sentences and noun phrases', () => {
  it('does not split at abbreviations or initials', () => {
    const texts = tagSentences('In 1868, the U.S. Senate met. Peter F. Drucker wrote about management in 1954.').map(
      (s) => s.text,
    );
    expect(texts).toEqual(['In 1868, the U.S. Senate met.', 'Peter F. Drucker wrote about management in 1954.']);
  });

  it('does not split after an abbreviation that points at a numbered equation, figure or page', () => {
    const texts = tagSentences(
      'Let us start by making eq. (1) compact using matrices. As shown in Fig. 2 the wave moves. See pp. 12–15.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Let us start by making eq. (1) compact using matrices.',
      'As shown in Fig. 2 the wave moves.',
      'See pp. 12–15.',
    ]);
  });

  it('does not end a sentence at "abbr." (held-out round 39: "A technique for stringed instruments, abbr.")', () => {
    const texts = tagSentences(
      'A technique for stringed instruments, abbr. pizz. To play by plucking the strings.',
    ).map((s) => s.text);
    expect(texts[0]).toMatch(/^A technique for stringed instruments, abbr\. pizz/);
  });

  it('does not split inside a dotted name (held-out round 12: "Python lists have a built-in list.")', () => {
    const texts = tagSentences(
      'Python lists have a built-in list.sort() method that modifies the list in-place. Use os.path.join to join paths.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Python lists have a built-in list.sort() method that modifies the list in-place.',
      'Use os.path.join to join paths.',
    ]);
  });

  it('does not split inside a path or a written format (held-out rounds 59 and 61)', () => {
    const texts = tagSentences(
      'They source the content from ~/.bashrc in the ~/.bash_profile file. Dates are written DD.MM.YY here. It was in the U.S. The next one.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'They source the content from ~/.bashrc in the ~/.bash_profile file.',
      'Dates are written DD.MM.YY here.',
      'It was in the U.S.',
      'The next one.',
    ]);
  });

  it('does not split after a name ending in a full stop when the sentence goes on in lower case (held-out round 28)', () => {
    const sentences = tagSentences(
      'To avoid clashes, import only the needed objects, or use the mpmath. or mp. namespaces: both work. Done.',
    );
    expect(sentences.map((s) => s.text)).toEqual([
      'To avoid clashes, import only the needed objects, or use the mpmath. or mp. namespaces: both work.',
      'Done.',
    ]);
    // The name keeps its full stop: no rule reads it as the end of the sentence.
    expect(sentences[0]!.tokens.map((t) => t.text)).toContain('mpmath.');
  });

  it("keeps a name's leading full stop with it (R's .Generic, held-out round 29)", () => {
    const sentences = tagSentences(
      'The variable .Class is set to the class attribute of x, .Generic is set to the string "mean".',
    );
    expect(sentences.map((s) => s.text)).toEqual([
      'The variable .Class is set to the class attribute of x, .Generic is set to the string "mean".',
    ]);
    expect(sentences[0]!.tokens.map((t) => t.text)).toEqual(expect.arrayContaining(['.Class', '.Generic']));
  });

  it("ends the prose where an interpreter's prompt starts, and leaves the example out (held-out round 28)", () => {
    const texts = tagSentences(
      "To show fewer digits, use mpmath.nstr and mpmath.nprint: >>> a = mpf(1) / 6 >>> nstr(a, 8) '0.16666667'",
    ).map((s) => s.text);
    expect(texts).toEqual(['To show fewer digits, use mpmath.nstr and mpmath.nprint.']);
  });

  it('ends a sentence at "etc." when a capitalised clause follows (held-out round 66)', () => {
    const texts = tagSentences(
      'Balance is a feeling of visual equality in shape, form, value, color, etc. Balance can be symmetrical. We use pens, pencils, etc. for drawing.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Balance is a feeling of visual equality in shape, form, value, color, etc.',
      'Balance can be symmetrical.',
      'We use pens, pencils, etc. for drawing.',
    ]);
  });

  it.each([
    ['The other conjugate bases are weak.', ['conjugate base']],
    ['The Treaty of Versailles ended the war.', ['treaty of versailles', 'war']],
    ['President Andrew Johnson suggested the annexation.', ['president andrew johnson', 'annexation']],
  ])('finds the concepts of "%s"', (text, keys) => {
    expect(nounPhrases(sentence(text).tokens).map((p) => p.key)).toEqual(keys);
  });
});

describe('selfContained', () => {
  it.each([
    ['A strong acid loses a proton easily.', true],
    ['It engaged in action in Europe.', false],
    ['It is much easier to publish positive results than null results.', true],
    ['It is clear that the treaty failed.', true],
    ['It is a substance that donates protons.', false],
    ['However, the United States declined membership.', false],
    ['This occupation continued until 1934.', false],
    ['The figure below shows the fault.', false],
    ['The equation above gives the flux.', false],
    ['The apparent brightness is the light received above the earth atmosphere each second.', true],
    ['Water boils at 100 degrees at sea level and freezes below zero.', true],
    ['The League failed to resolve these disputes.', false],
    ['What are the genotypes of the males?', false],
    ['Describe the response to the plague in Europe.', false],
    // Held-out round 30 (both raters CTX), and a first clause that names its thing (round 11, kept).
    ["With HTTP, this is often done using what's known as a POST request.", false],
    ['The -l in that case is called an optional argument.', false],
    ['The default expression is similarly assigned to the expression slot.', false],
    ['The focal point of the principal mirror is called prime focus, and this is also the name of a telescope.', true],
    // Held-out round 37 (both raters CTX): a pronoun as the subject after an opening phrase, and a
    // sentence with no subject at all; an opening phrase before a named subject is fine.
    ['According to Jordanes, they inhabited a land called Specis.', false],
    ['After the wars with Rome, they were defeated in 106 CE.', false],
    ['After the wars with Rome, the Dacians were defeated in 106 CE.', true],
    ['In 1990, it was clear that the treaty had failed.', true],
    ['Sometimes called additive time signatures.', false],
    // Held-out round 66: "above" and "below" in a list of places point nowhere.
    ['Space is the empty or open area between, around, above, below, or within objects.', true],
    ['The table below lists the modes, and the modes above or below it.', false],
  ])('%s → %s', (text, expected) => {
    expect(selfContained(text, sentence(text).tokens)).toBe(expected);
  });
});

describe('analyzeDocument', () => {
  const analysis = analyzeDocument({
    title: 'Acids',
    units: [
      {
        label: 'Acid strength',
        heading: 'Acid strength',
        text: 'A strong acid loses a proton easily. A weak acid holds its proton. Strong acids have weak conjugate bases.',
      },
      { label: 'Water', heading: 'Water', text: 'Water can act as an acid or a base. Thanks for listening.' },
    ],
  });

  it('ranks the concepts the document is about first, heading terms among them', () => {
    expect(analysis.concepts.slice(0, 3).map((c) => c.key)).toContain('acid');
    expect(analysis.concepts.find((c) => c.key === 'acid strength')?.inHeading).toBe(true);
  });

  it('scores sentences about key concepts above small talk', () => {
    const [first, thanks] = [analysis.units[0]!.sentences[0]!, analysis.units[1]!.sentences[1]!];
    expect(first.centrality).toBeGreaterThan(thanks.centrality);
  });
});

describe('figure references inside a sentence', () => {
  it('are dropped, so the sentence is whole and stands on its own', () => {
    const analysis = analyzeDocument({
      title: null,
      units: [
        {
          label: 'Rupture',
          heading: 'Rupture',
          text: 'The location on the fault plane where the rupture happens is called the hypocentre (Figure 12.4, right). Seismic waves spread from it (see Table 2.1).',
        },
      ],
    });
    const [first, second] = analysis.units[0]!.sentences;
    expect(first!.text).toBe('The location on the fault plane where the rupture happens is called the hypocentre.');
    expect(first!.selfContained).toBe(true);
    expect(second!.text).toBe('Seismic waves spread from it.');
  });
});

describe('a source cited with its page in square brackets', () => {
  it('is dropped, even across a line break (held-out round 67)', () => {
    const analysis = analyzeDocument({
      title: null,
      units: [
        {
          label: 'A.1',
          heading: 'A.1',
          text: 'Anarchism is a political theory which aims to create anarchy, "the absence of a master, of a sovereign." [P-J Proudhon, What is Property, p.\n264] Anarchists oppose hierarchy. [Op. Cit., p. 16]',
        },
      ],
    });
    expect(analysis.units[0]!.sentences.map((s) => s.text)).toEqual([
      'Anarchism is a political theory which aims to create anarchy, "the absence of a master, of a sovereign."',
      'Anarchists oppose hierarchy.',
    ]);
  });
});

describe('a paragraph without a full stop', () => {
  it('is a statement when it names its section\'s term first (held-out round 66, "Contrast")', () => {
    const analysis = analyzeDocument({
      title: null,
      units: [
        { label: 'Contrast', heading: 'Contrast', text: 'Contrast is the juxtaposition of opposing elements' },
        { label: 'Notes', heading: 'Notes', text: 'Contrast is the juxtaposition of opposing elements' },
      ],
    });
    expect(analysis.units.map((u) => u.sentences[0]!.statement)).toEqual([true, false]);
  });
});

describe('isCommonNoun', () => {
  it.each([
    ['contrast', true],
    ['proportion', true],
    ['mitanni', false],
    ['egypt', false],
  ])('%s → %s', (word, expected) => {
    expect(isCommonNoun(word)).toBe(expected);
  });
});

describe('answer options of a question on a slide', () => {
  it('are not statements a card can be made of', () => {
    const analysis = analyzeDocument({
      title: null,
      units: [
        {
          label: 'Page 10',
          page: 10,
          text: 'Q4. Why did the linked traits assort independently?\n1. No recombination occurred.\n2. The genes are 50cM apart on the same chromosome.',
        },
      ],
    });
    expect(analysis.units[0]!.sentences.filter((s) => s.selfContained).map((s) => s.text)).toEqual([]);
  });
});
