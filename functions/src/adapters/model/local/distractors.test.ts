import { describe, expect, it } from 'vitest';
import { buildPools, distractorsFor, type DistractorPools } from './distractors';
import { genusOf } from './genus';

const meanings = [
  'The point on the sky where you are looking straight up from the ground',
  'The point in the sky where you are looking when you look straight up from the ground',
  'The fundamental plane of the Equatorial Coordinate System',
  'The gradual change in the direction of the spin axis of the Earth',
  'An imaginary sphere of gigantic radius, centered on the Earth',
  'The great circle through the poles and the zenith of an observer',
  'An imaginary circle on the celestial sphere halfway between the poles',
];
// These meanings are of several kinds (a point, a plane, a change, a sphere, a circle); the checks
// below are each tested on their own, with every meaning counted as one kind.
const pools = (conceptOf: [string, string][] = []): DistractorPools => ({
  byKind: new Map([['definition', meanings]]),
  siblings: new Map(),
  defined: [],
  conceptOf: new Map(conceptOf.map(([meaning, concept]) => [meaning.toLowerCase(), concept])),
  genus: () => 'thing',
});

describe('wrong options for a meaning (held-out round 4)', () => {
  it('offers no two options that say nearly the same', () => {
    const wrong = distractorsFor(
      'What is precession?',
      'The gradual change in the direction of the spin axis of the Earth',
      'definition',
      pools(),
      new Set(),
    );
    expect(wrong).toHaveLength(3);
    const zenith = wrong.filter((o) => o.includes('straight up'));
    expect(zenith.length).toBeLessThanOrEqual(1);
  });

  it('offers no second meaning of the term asked', () => {
    const wrong = distractorsFor(
      'What is the celestial equator?',
      'An imaginary circle on the celestial sphere halfway between the poles',
      'definition',
      pools([['The fundamental plane of the Equatorial Coordinate System', 'celestial equator']]),
      new Set(),
    );
    expect(wrong).not.toContain('The fundamental plane of the Equatorial Coordinate System');
  });

  it('puts first the options that share the word the question and the answer share, and needs one', () => {
    const wrong = distractorsFor(
      'What is the celestial sphere?',
      'An imaginary sphere of gigantic radius, centered on the Earth',
      'definition',
      pools(),
      new Set(),
    );
    expect(wrong[0]).toBe('An imaginary circle on the celestial sphere halfway between the poles');
    const none = distractorsFor(
      'What is the celestial sphere?',
      'An imaginary sphere of gigantic radius, centered on the Earth',
      'definition',
      { ...pools(), byKind: new Map([['definition', meanings.filter((m) => !/sphere/.test(m))]]) },
      new Set(),
    );
    expect(none).toEqual([]);
  });
});

describe('the kind of thing a meaning names (held-out rounds 4 and 6)', () => {
  it.each([
    ["The gradual change in the direction of the Earth's spin axis", 'change'],
    ['An imaginary great circle on the celestial sphere', 'circle'],
    ['A kind of periodic variable star, whose variation period is related to the luminosity', 'star'],
    ['The accounting method for expensing capital purchases over time', 'method'],
    ['The accumulated total of book depreciation taken over the life of the asset', 'total'],
    ['A mathematical model of how an asset will be expensed over time', 'model'],
    ['Proteins that speed up chemical reactions in living cells', 'protein'],
    ['One whose nuclear bulge is stretched out into a line', null],
    ['Remove all items from the list', null],
    // Held-out round 37: a name before adjectives, a hyphenated name, a superlative of a kind.
    ['An ancient West Germanic tribal confederation', 'confederation'],
    // (Held-out round 65: a first adjective capitalised by the sentence is no noun.)
    ['Rare soft silvery metallic element belonging to group 3 of the periodic table', 'element'],
    ['Blue-white metallic element', 'element'],
    ['A Meso-American civilization that existed from the 10th to the 12th century', 'civilization'],
    ["The second-oldest of the world's civilizations", 'civilization'],
  ])('%s → %s', (meaning, genus) => {
    expect(genusOf(meaning)).toBe(genus);
  });

  const meaningsOfKinds = [
    'Organelles that make ATP by breaking down glucose in the presence of oxygen',
    'Organelles that make proteins from amino acids, following messenger RNA',
    'Organelles that capture light energy to make sugars in plant cells',
    'Organelles that package and ship proteins made in the endoplasmic reticulum',
    'A kind of periodic variable star, whose variation period is related to the luminosity',
    'An imaginary great circle on the celestial sphere halfway between the two poles',
    'The succession of different methods that astronomers use to measure distances',
  ];
  const kindPools = (): DistractorPools => ({
    ...buildPools({ title: null, units: [], concepts: [] }, [], new Map()),
    byKind: new Map([['definition', meaningsOfKinds]]),
  });

  it('offers an organelle only other organelles, never a star, a circle or a method', () => {
    const wrong = distractorsFor('What are mitochondria?', meaningsOfKinds[0]!, 'definition', kindPools(), new Set());
    expect(wrong).toHaveLength(3);
    expect(wrong.every((o) => o.startsWith('Organelles'))).toBe(true);
  });

  it('asks nothing when fewer than three meanings are of its kind, or its kind cannot be told', () => {
    expect(distractorsFor('What is a Cepheid?', meaningsOfKinds[4]!, 'definition', kindPools(), new Set())).toEqual([]);
    expect(
      distractorsFor(
        'What is a barred spiral?',
        'One whose nuclear bulge is stretched out into a line',
        'definition',
        kindPools(),
        new Set(),
      ),
    ).toEqual([]);
  });
});

/** The pools of a glossary of `[term, meaning]` entries, kinds read with the real genus reader. */
const glossaryOf = (entries: [string, string][]): DistractorPools => ({
  byKind: new Map(),
  siblings: new Map(),
  defined: [],
  conceptOf: new Map(),
  genus: genusOf,
  meaningOf: new Map(entries.map(([term, meaning]) => [term.toLowerCase(), meaning])),
});

describe("a long glossary's siblings (held-out round 23: Kalzium's chemistry glossary)", () => {
  const glossary: [string, string][] = [
    ['Chromatography', 'Matter separation in a moving medium through differentiated absorption on a static medium'],
    ['Distillation', 'Separation of a liquid solution into its components through evaporation and condensation'],
    ['Emulsion', 'Heterogeneous mix of two liquids'],
    ['Filtering', 'Separation of a solid matter from a liquid matter with a filter'],
    ['Mass', 'Measurement of an amount of matter'],
    ['Suspension', 'Heterogeneous mix consisting of a liquid and solid matter'],
    ['Crystallization', 'Separation of solid matter from a solution'],
    ['Sublimation', 'Separation of a solid that passes straight into the gas phase'],
  ];
  const glossaryPools = glossaryOf(glossary);
  const terms = glossary.map(([term]) => term);
  const ask = (term: string) => {
    const meaning = glossary.find(([t]) => t === term)![1];
    return distractorsFor(`Which term is described as "${meaning}"?`, term, 'term', glossaryPools, new Set(), terms);
  };

  it('offers only terms whose meaning names the same kind of thing', () => {
    expect(ask('Distillation').sort()).toEqual(['Chromatography', 'Crystallization', 'Filtering']);
  });

  it('asks nothing when fewer than three are of its kind, or its kind cannot be read', () => {
    expect(ask('Mass')).toEqual([]);
    expect(ask('Emulsion')).toEqual([]);
  });

  it('asks nothing when the meaning writes the answer’s root ("with a filter" → Filtering)', () => {
    expect(ask('Filtering')).toEqual([]);
  });

  it('keeps a short list’s siblings, which are of one kind already (a slide of file formats)', () => {
    const formats: [string, string][] = [
      ['FASTQ', 'raw sequence data (with qualities)'],
      ['FASTA', 'sequences (DNA, RNA, protein)'],
      ['VCF', 'variant calls (individual, multi-individual)'],
      ['BED', 'genomic intervals and features'],
    ];
    const short = glossaryOf(formats);
    const wrong = distractorsFor(
      'Which term is described as "raw sequence data (with qualities)"?',
      'FASTQ',
      'term',
      short,
      new Set(),
      formats.map(([t]) => t),
    );
    expect(wrong).toEqual(['FASTA', 'VCF', 'BED']);
  });
});

describe('a fact sheet’s siblings as options (held-out rounds 57 and 58: the same three for every question)', () => {
  const third: [string, string][] = [
    ['potassium', 'Soft silvery metallic element belonging to group 1 of the periodic table (alkali metals)'],
    ['argon', 'Monatomic noble gas'],
    ['titanium', 'White metallic transition element'],
    ['chromium', 'Hard silvery transition element'],
    ['manganese', 'Grey brittle metallic transition element'],
    ['cobalt', 'Light grey transition element'],
    ['nickel', 'Malleable ductile silvery metallic transition element'],
    ['tin', 'Silvery malleable metallic element belonging to group 14 of the periodic table'],
    ['iodine', 'Dark violet nonmetallic element belonging to group 17 of the periodic table'],
    ['platinum', 'Attractive greyish-white metal'],
    ['mercury', 'Heavy silvery liquid metallic element belonging to the zinc group'],
    ['lead', 'Heavy dull grey ductile metallic element belonging to group 14'],
  ];
  const more: [string, string][] = [
    ['beryllium', 'Grey metallic element of group 2 of the periodic table'],
    ['boron', 'An element of group 13 of the periodic table'],
    ['fluorine', 'A poisonous pale yellow gaseous element belonging to group 17 of the periodic table (The halogens)'],
    ['neon', 'Colourless gaseous element of group 18 on the periodic table (noble gases)'],
    ['magnesium', 'Silvery metallic element belonging to group 2 of the periodic table (alkaline-earth metals)'],
    ['silicon', 'Metalloid element belonging to group 14 of the periodic table'],
    ['phosphorus', 'Non-metallic element belonging to group 15 of the periodic table'],
    ['calcium', 'Soft grey metallic element belonging to group 2 of the periodic table'],
  ];
  const asker = (sheet: [string, string][]) => {
    const pools = glossaryOf(sheet);
    return (term: string) =>
      distractorsFor(
        `Which term is described as "${sheet.find(([t]) => t === term)![1]}"?`,
        term,
        'term',
        pools,
        new Set(),
        sheet.map(([t]) => t),
      );
  };

  it('offers the siblings whose meanings are most like the asked one, not the first three for every question', () => {
    const ask = asker(third);
    expect(ask('titanium')).toEqual(['chromium', 'manganese', 'cobalt']);
    expect(ask('mercury')).toEqual(['lead', 'tin', 'potassium']);
    expect(new Set(['titanium', 'chromium', 'nickel', 'mercury'].map((t) => ask(t).join()))).toHaveProperty('size', 4);
  });

  it('offers no sibling the question does not rule out', () => {
    const ask = asker(third);
    // Manganese is a "grey … transition element" too: "light" alone would tell it from cobalt.
    expect(ask('cobalt')).not.toContain('manganese');
    const askMore = asker(more);
    // Calcium's "Soft grey metallic element belonging to group 2 …" fits beryllium's description,
    // and the group-2 elements are told apart by a colour only.
    expect(askMore('beryllium')).not.toContain('calcium');
    expect(askMore('beryllium')).not.toContain('magnesium');
    expect(askMore('magnesium')).not.toContain('calcium');
    expect(askMore('magnesium')).toHaveLength(3);
  });
});
