import { describe, expect, it } from 'vitest';
import { questionProblem } from './quality';

describe('questionProblem', () => {
  it.each([
    ['What is a seismometer?', 'An instrument that detects seismic waves', null],
    ['What is a weak acid?', 'One that loses a proton with difficulty and …', 'truncated'],
    ['What does the index measure?', 'The average change in the prices of', 'truncated'],
    ['Which formats count from 1?', 'GFF, SAM, VCF, Ensembl browser, …', 'truncated'],
    ['What does P(A^C)=1−P(A) state?', 'The probability of the complement of A is 1 minus the probability of A', null],
    ['What is a mutation?', 'A change in the sequence of a', 'truncated'],
    ['What is the third axiom?', 'If sets A_1, A_2, …∈ℬ are pairwise disjoint, then P(⋃ A_i) = ∑ P(A_i)', null],
    ['What is the sample mean?', '(x_1 + … + x_n)/n for the values x_1, …, x_n', null],
    ['It engaged in action where?', 'Europe', 'not self-contained'],
    ['Fill in the blank: This _____ continued until 1934.', 'occupation', 'not self-contained'],
    ['Which of the following is a noble gas?', 'Neon', 'not self-contained'],
    ['What does the figure below show?', 'A fault', 'not self-contained'],
    [
      'How do you simplify working with the FFT functions?',
      'Scipy provides the following two helper functions',
      'not self-contained',
    ],
    ['Where do P waves travel?', 'Through the interior, as shown below', 'not self-contained'],
    [
      'What do unique constraints ensure?',
      'The data contained in a column is unique among all the rows in the table',
      null,
    ],
    ['What is pKa?', ' ', 'empty'],
    // Held-out round 37 (both raters TRIV): an answer that says only that nothing is known.
    ['What are the origins of the Huns?', 'Still a matter of dispute', 'no answer'],
    ['Who wrote the poem?', 'Unknown', 'no answer'],
    ['Why did the empire fall?', 'Unknown causes weakened it', null],
    // Held-out round 43 (both raters TRIV): the term's Latin root names the answer's number.
    ['What does "duple" mean?', 'Groups of two', 'gives itself away'],
    ['Which term is described as "groups of five beats"?', 'quintuple', 'gives itself away'],
    ['What is meant by "septuple meter"?', 'Groups of seven', 'gives itself away'],
    ['What does "compound" mean in meter?', 'Subdivided in groups of three', null],
    ['What is a double bond?', 'A bond in which two pairs of electrons are shared', null],
    // Held-out round 66 (both raters CTX): "such" as the ones said before; not "such as", nor later
    // in a long answer, where the answer names them itself.
    ['What is the main purpose of color management?', 'To avoid such problems', 'not self-contained'],
    ['Who was Florence?', 'The cultural leader of Italy, bringing forth such luminaries as Dante', null],
    [
      'What is meant by "vector graphics"?',
      'The representation of separate shapes such as lines, polygons and text, and groups of such objects',
      null,
    ],
  ])('%s / %s → %s', (question, answer, expected) => {
    expect(questionProblem(question, answer)).toBe(expected);
  });
});
