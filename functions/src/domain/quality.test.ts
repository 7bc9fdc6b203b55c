import { describe, expect, it } from 'vitest';
import { questionProblem } from './quality';

describe('questionProblem', () => {
  it.each([
    ['What is a seismometer?', 'An instrument that detects seismic waves', null],
    ['What is a weak acid?', 'One that loses a proton with difficulty and …', 'truncated'],
    ['What does the index measure?', 'The average change in the prices of', 'truncated'],
    ['It engaged in action where?', 'Europe', 'not self-contained'],
    ['Fill in the blank: This _____ continued until 1934.', 'occupation', 'not self-contained'],
    ['Which of the following is a noble gas?', 'Neon', 'not self-contained'],
    ['What does the figure below show?', 'A fault', 'not self-contained'],
    ['What is pKa?', ' ', 'empty'],
  ])('%s / %s → %s', (question, answer, expected) => {
    expect(questionProblem(question, answer)).toBe(expected);
  });
});
