import { describe, expect, it } from 'vitest';
import type { DocumentUnit } from '../../functions/src/domain/document';
import { duplicatePairs, notSelfContained, profileDocument, trivial, truncated, uncoveredUnits } from './detectors';
import { distractorProblem, optionKind } from './distractors';
import { ungrammatical } from './grammar';
import type { EvalItem } from './items';

/*
 * The bad examples are items earlier generators really produced on the development corpus
 * (shortened where long); the good ones are what a teacher would keep.
 */

const source = { label: 'Page 1', sentence: 'A sentence.' };
const card = (question: string, answer: string): EvalItem => ({
  kind: 'flashcard',
  question,
  answer,
  wrongOptions: [],
  source,
});
const quiz = (question: string, answer: string, wrongOptions: string[]): EvalItem => ({
  kind: 'quiz',
  question,
  answer,
  wrongOptions,
  source,
});

/** Table rows named by their question, so a failure says which item. */
const flags = (rows: [EvalItem, string][]) => rows.map(([item, why]) => ({ item, why, question: item.question }));
const passes = (items: EvalItem[]) => items.map((item) => ({ item, question: item.question }));

describe('UNGR: ungrammatical questions', () => {
  it.each([
    ['What does several condition?', 'plural'],
    ['What does animal cell?', 'no main verb'],
    ['What are Because they?', 'cannot'],
    ['What is because water?', 'cannot start its subject'],
    ['What does different acid?', 'no main verb'],
    ['What does organic base?', 'no main verb'],
    ['What does Seismic wave?', 'no main verb'],
    ['What does plague-bearing flea?', 'no main verb'],
    ['What does many historian?', 'plural'],
    ['What does four interrelated concept?', 'plural'],
    ['What does Mill emphasiz?', 'no main verb'],
    ['What are finally computers?', 'cannot start its subject'],
    ['What are what?', 'cannot close a question'],
    ['What are imagine you?', 'cannot close a question'],
    ['What the rupture surface?', 'without a verb'],
    ['What is the role of the?', 'mid-phrase'],
    ['What is the role of?', 'mid-phrase'],
    ['What is the cause of the disease is?', 'mid-phrase'],
    ['Who saw it, we have higher cognitive faculties that distinguish us?', 'second clause'],
    ['What do a cell contain?', '"do" with "a'],
    ['Which term means: when studying the effects?', 'fragment'],
  ])('flags %s', (question, why) => {
    expect(ungrammatical(question)).toContain(why);
  });

  it.each([
    'What does the consumer price index measure?',
    'What did Wilson propose in 1918?',
    'What does it mean when a person harks?',
    'Who proposed the Fourteen Points?',
    'What causes earthquakes?',
    'How does the Richter scale measure magnitude?',
    'Which scale does Richter use?',
    'What is used to count words in Python?',
    'What does methanol contain?',
    'What does the magnitude of an earthquake depend on?',
    'What is the moment magnitude calculated from?',
    'What does rapid spreading cause?',
    'What are S-waves?',
    'What is a seismometer?',
    'Is water an acid or a base?',
    'Define the pKa of an acid.',
    'Fill in the blank: Water has pKa = 15.74, and _____ has pKa = 25.',
  ])('passes %s', (question) => {
    expect(ungrammatical(question)).toBeNull();
  });
});

describe('CTX: items that need the page in front of you', () => {
  it.each(
    flags([
      [card('What is an example of this effect?', 'The 1985 Mexico City earthquake'), '"this"'],
      [card('Who resigned the next day?', 'Bullitt'), 'neighbouring text'],
      [card('What do they measure?', 'Amplitude'), '"they"'],
      [card('Which of the following is a strong acid?', 'HCl'), '"the following"'],
      [card('What is the amplitude?', 'The height of the wave relative to the baseline (Figure 12.13)'), 'figure'],
      [card('Fill in the blank: Figure 12.5: Stress changes related to an _____.', 'earthquake'), 'figure'],
      [
        card('Fill in the blank: Figure: This map compares trade routes with the spread of the _____.', 'Black Death'),
        'figure',
      ],
      [
        card('Fill in the blank: (credit: modification of work by _____ (NLCD)/USGS)', 'National Land Cover Database'),
        'caption',
      ],
      [
        card('Fill in the blank: Why might a minority _____ like Strasbourg’s Jews become a scapegoat?', 'community'),
        'discussion question',
      ],
      [
        card('Fill in the blank: Summarize Mohist and _____ interpretations of consequentialism.', 'utilitarian'),
        'instruction',
      ],
      [
        card('Fill in the blank: However, {B, R} is more likely if both _____ are risk averse.', 'players'),
        '"however"',
      ],
      [card('Fill in the blank: As described above, _____ is the weaker acid.', 'water'), 'above/below'],
      [card('Fill in the blank: In the example, the _____ was 4.76.', 'pKa'), 'the example'],
      [card('What is Kw?', 'It is the ion-product constant for water'), 'answer opens with "it"'],
      [
        card('Fill in the blank: Being in these densely populated zones increased the risk of _____.', 'plague'),
        '"these"',
      ],
      [card('What is the term for one that loses H+ with difficulty?', 'weak acid'), 'one that'],
      [
        card('Fill in the blank: According to this source, the people of _____ blamed the Jews.', 'Strasbourg'),
        'document itself',
      ],
    ]),
  )('flags $question ($why)', ({ item, why }) => {
    expect(notSelfContained(item)).toContain(why);
  });

  it.each(
    passes([
      card('What does the consumer price index measure?', 'The average change in prices paid by consumers'),
      card(
        'Fill in the blank: During his tenure as President, _____ encouraged the country to look beyond its economic interests.',
        'Woodrow Wilson',
      ),
      card('Fill in the blank: In its reaction with HCl, _____ is a base that accepts a proton.', 'water'),
      card(
        'What does it mean when a result is statistically significant?',
        'The result would be unlikely if the null hypothesis were true',
      ),
      card('Which scale is used to describe intensity?', 'The Modified Mercalli scale'),
      quiz('Which of the following is a strong acid?', 'HCl', ['CH3COOH', 'H2O', 'NH3']),
      card('What is a hash table?', 'A structure that maps keys to values'),
    ]),
  )('passes $question', ({ item }) => {
    expect(notSelfContained(item)).toBeNull();
  });
});

describe('TRIV: answers anyone could guess', () => {
  const units: DocumentUnit[] = [
    {
      label: 'Section 1',
      text: 'Earthquakes happen at faults. Earthquakes release stress. Earthquake waves travel. '.repeat(5),
    },
  ];
  const profile = profileDocument(units);

  it.each(
    flags([
      [
        card('Fill in the blank: Most of the sessions will involve following _____ from a worksheet.', 'along'),
        'function words',
      ],
      [card('Fill in the blank: Two ways of viewing the game depending on the _____ of envy.', 'degree'), 'generic'],
      [card('Fill in the blank: m = number of _____ types.', 'people'), 'generic'],
      [card('Fill in the blank: Now B is strictly dominated by A _____.', 'instead'), 'function words'],
      [
        card('Fill in the blank: Time and time again _____ have caused massive damage.', 'earthquakes'),
        'most frequent',
      ],
      [card('What are mitochondria known as?', 'Mitochondria'), 'shows the answer'],
      [
        card('Fill in the blank: Iterated _____ of dominated strategies can eliminate equilibria.', 'elimination'),
        'shows the answer',
      ],
    ]),
  )('flags $question ($why)', ({ item, why }) => {
    expect(trivial(item, profile)).toContain(why);
  });

  it.each(
    passes([
      card('What does the Richter magnitude scale use?', 'The amplitudes of S-waves'),
      card('Fill in the blank: Earthquakes occur in _____ zones for a variety of reasons.', 'subduction'),
      card('Fill in the blank: In _____, Wilson announced the Fourteen Points.', '1918'),
    ]),
  )('passes $question', ({ item }) => {
    expect(trivial(item, profile)).toBeNull();
  });
});

describe('TRUNC: cut-off questions and answers', () => {
  it.each(
    flags([
      [
        card('What does stronger acid?', 'Have their equilibria toward the right and have smaller acidity…'),
        'ellipsis',
      ],
      [
        card('Fill in the blank: ”Nash, this is some way for you to get the _____ on your own...', 'blonde'),
        'ellipsis',
      ],
      [card('What is a regular expression?', 'A sequence of characters that define a search pattern, i.e'), 'i.e.'],
      [card('What is a Brønsted–Lowry acid?', 'A substance that donates a proton to'), 'mid-phrase'],
      [card('What does recording earthquakes help with?', 'And determining their location of origin'), 'mid-sentence'],
      [card('What is power?', 'The probability of rejecting the null hypothesis (when it is false'), 'parenthesis'],
      [
        card('Fill in the blank: B 7, 0 8, 8 c) Which outcome is the most _____ prediction?', 'reasonable'),
        'parenthesis',
      ],
      [
        card(
          'Fill in the blank: nd step: In the reduced form game the other _____ can eliminate any strategy.',
          'player',
        ),
        'mid-way',
      ],
      [card('Fill in the blank: B 0, 0 1, 0 1st step: _____ 1 can eliminate A.', 'Player'), 'debris'],
      [card('Who urged that a mission be dispatched to Russia, Colonel Edward M?', 'House'), 'lone initial'],
    ]),
  )('flags $question ($why)', ({ item, why }) => {
    expect(truncated(item)).toContain(why);
  });

  it.each(
    passes([
      card('What is a seismometer?', 'An instrument that detects seismic waves'),
      card('What is pKa?', 'The negative common logarithm of Ka (pKa = −log Ka)'),
      card('Fill in the blank: Water has pKa = 15.74, and _____ has pKa = 25.', 'acetylene'),
    ]),
  )('passes $question', ({ item }) => {
    expect(truncated(item)).toBeNull();
  });
});

describe('DUP: items asking the same thing', () => {
  it('pairs the same question, the same fact and nothing else', () => {
    const items = [
      card('What are what?', 'The genotypes of the weird males'),
      card('What are what?', 'The genotypes of the recombinant chromosomes'),
      card('Fill in the blank: Within the rupture _____, the amount of displacement varies.', 'surface'),
      card('Fill in the blank: Beyond the edge of the rupture _____ there is no displacement at all.', 'surface'),
      card('What are surface waves?', 'Waves that travel along the surface'),
      card('What does a surface wave cause?', 'More ground motion than body waves'),
      card('What is a seismometer?', 'An instrument that detects seismic waves'),
      card('What do seismometers detect?', 'Seismic waves'),
    ];
    expect(duplicatePairs(items)).toEqual([
      [0, 1],
      [2, 3],
      [6, 7],
    ]);
  });
});

describe('DIST: wrong options a student can rule out without knowing the answer', () => {
  it.each([
    ['1769', 'year'],
    ['in 1918', 'year'],
    ['5.25%', 'number:%'],
    ['801 degrees', 'number:degree'],
    ['March 25, 1919', 'date'],
    ['Woodrow Wilson', 'person'],
    ['United Kingdom', 'place'],
    ['Black Death', 'name'],
    ['oxygen', 'word:noun'],
    ['acids', 'word:nouns'],
    ['elastic', 'word:adjective'],
    ['list', 'word:noun+verb'],
    ['I Not felt', 'name'],
    ['rupture surface', 'term'],
    ['The region of a program where a name can be used', 'phrase'],
  ])('classifies %s as %s', (option, kind) => {
    expect(optionKind(option)).toBe(kind);
  });

  it('reads a one-word answer in its blank, and a wrong option with every reading it could have', () => {
    expect(optionKind('surface', 'Within the rupture _____, the amount of displacement varies.')).toBe('word:noun');
    expect(optionKind('answer', 'Get prepared to _____ exercises 1-5 as a team.')).toBe('word:verb');
    expect(optionKind('Earthquakes', '_____ occur when rock ruptures.')).toContain('nouns');
    expect(optionKind('Seismic waves', '_____ are classified by where they travel.')).toBe('term');
    expect(optionKind('Strasbourg', 'The deputies of the city of _____ were asked.')).toBe('place');
    expect(optionKind('Mendel', 'Today’s question: _____ was not aware of linkage.')).toBe('name');
    expect(optionKind('files', 'Within the rupture _____, the amount varies.', 'option')).toContain('nouns');
  });

  it.each(
    flags([
      [
        quiz(
          'Which completes the sentence? During his tenure as President, _____ encouraged the country to look beyond its interests.',
          'Woodrow Wilson',
          ['North Atlantic', 'Tsarist Russia', 'United Kingdom'],
        ),
        'place',
      ],
      [
        quiz('Which completes the sentence? Within the rupture _____, the amount of displacement varies.', 'surface', [
          'chimney',
          'elastic',
          'deforms',
        ]),
        'adjective',
      ],
      [
        quiz('Which completes the sentence? Get prepared to _____ exercises 1-5 as a team.', 'answer', [
          'blonde',
          'degree',
          'player',
        ]),
        'word:noun, the answer a word:verb',
      ],
      [
        quiz('Which completes the sentence? Notice that _____ can act either as an acid or as a base.', 'water', [
          'acids',
          'bases',
          'image',
        ]),
        'nouns',
      ],
      [
        quiz('What is power?', 'The probability of rejecting the null hypothesis when it is false', [
          'And reviewers about power and its implications',
          'The thing we should be caring about',
          'Often unknown or overestimated',
        ]),
        'starts with "and"',
      ],
      [
        quiz('What is the Richter scale?', 'A logarithmic magnitude scale', [
          'A scale of intensity that',
          'A map of faults',
          'A seismograph record',
        ]),
        'ends with "that"',
      ],
      [
        quiz('What is the Richter scale?', 'A logarithmic magnitude scale', [
          'Very slowly and carefully',
          'A map of faults',
          'A seismograph record',
        ]),
        'no noun',
      ],
      [
        quiz(
          'What is a seismometer?',
          'An instrument that records the ground motion caused by seismic waves as they pass',
          [
            'A map of faults',
            'A scale that rates how strongly people felt the shaking in a town',
            'A record of the arrival times of P-waves and S-waves at one station',
          ],
        ),
        'far shorter',
      ],
      [quiz('What is the key-value store in Python?', 'dictionary', ['list', 'dictionaries', 'tuple']), 'duplicates'],
      [
        quiz('Which completes the sentence? A workshop _____ ago.', '2 years', ['1 years', '2 years', '3 years']),
        'duplicates',
      ],
      [
        quiz('What does the Richter scale use?', 'The amplitudes of S-waves', [
          'The height of waves…',
          'The depth of the focus',
          'The length of the fault',
        ]),
        'cut off',
      ],
    ]),
  )('flags $question ($why)', ({ item, why }) => {
    expect(distractorProblem(item)).toContain(why);
  });

  it.each(
    passes([
      quiz('Which completes the sentence? The Black Sea ports were reached in _____.', '1346', [
        '1350',
        '1338',
        '1340',
      ]),
      quiz('Who proposed the Fourteen Points?', 'Woodrow Wilson', [
        'David Lloyd George',
        'Georges Clemenceau',
        'Vittorio Orlando',
      ]),
      quiz('Which completes the sentence? Within the rupture _____, the amount of displacement varies.', 'surface', [
        'fault',
        'plate',
        'crust',
      ]),
      quiz('What is a seismometer?', 'An instrument that detects seismic waves', [
        'A scale that rates shaking damage',
        'A map of active faults',
        'A record of wave arrival times',
      ]),
      quiz('Fill in the blank: _____ occur when rock ruptures.', 'Earthquakes', [
        'Aftershocks',
        'Landslides',
        'Tsunamis',
      ]),
      quiz('Which term means: felt only by a few persons at rest?', 'II Weak', [
        'I Not felt',
        'IV Light',
        'V Moderate',
      ]),
    ]),
  )('passes $question', ({ item }) => {
    expect(distractorProblem(item)).toBeNull();
  });

  it('leaves flashcards alone', () => {
    expect(distractorProblem(card('What is a seismometer?', 'An instrument'))).toBeNull();
  });
});

describe('MISS: units with content and no item', () => {
  it('lists long units and titled slides that no item cites', () => {
    const long = 'word '.repeat(30);
    const units: DocumentUnit[] = [
      { label: 'Page 1', page: 1, text: long },
      { label: 'Page 2', page: 2, text: long },
      { label: 'Page 3', page: 3, text: 'Thank you' },
      { label: 'Slide 4', slide: 4, text: 'Dictionaries\nKeys map to values\nValues can be lists' },
      { label: 'Slide 5', slide: 5, heading: 'Tuples', text: 'Immutable\nOrdered' },
      { label: 'Slide 6', slide: 6, text: 'Questions?' },
    ];
    const items = [{ ...card('What is x?', 'y'), source: { label: 'Page 1', sentence: 'x is y' } }];
    expect(uncoveredUnits(units, items)).toEqual({
      withContent: ['Page 1', 'Page 2', 'Slide 4', 'Slide 5'],
      uncovered: ['Page 2', 'Slide 4', 'Slide 5'],
    });
  });

  it('counts each part of a long section that shares its label, cited by the part holding the sentence', () => {
    const long = (topic: string) => `${topic} `.repeat(30).trim();
    const units: DocumentUnit[] = [
      { label: 'Terminology', heading: 'Terminology', text: `${long('array')} A dataset is a collection of arrays.` },
      { label: 'Terminology', heading: 'Terminology', text: `${long('index')} An index is a data structure.` },
    ];
    const items = [
      {
        ...card('What is an index?', 'A data structure'),
        source: { label: 'Terminology', sentence: 'An index is a data structure.' },
      },
    ];
    expect(uncoveredUnits(units, items)).toEqual({
      withContent: ['Terminology', 'Terminology'],
      uncovered: ['Terminology'],
    });
  });
});
