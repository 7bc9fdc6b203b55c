import { describe, expect, it } from 'vitest';
import { labelNamesAnswer } from './source-label';

describe('labelNamesAnswer', () => {
  it.each([
    ['Body Waves', 'Body waves'],
    ['Citlalcolotl', 'Citlalcolotl'],
    ['2.1 The Stamp Act', 'The Stamp Act'],
    ['Ribosomes', 'A ribosome'],
    ['Slide 4 · Deadlock', 'deadlock'],
  ])('the label %j names the answer %j', (label, answer) => {
    expect(labelNamesAnswer(label, answer)).toBe(true);
  });

  it.each([
    ['Page 3', '3'],
    ['Ribosomes', 'Organelles that make proteins from amino acids'],
    ['Body Waves', 'Waves that travel through the interior of the Earth and are recorded by seismographs'],
    ['Elastic Deformation', 'Elasticity'],
    ['Act', 'The Stamp Act'],
    ['Tianquiztli', 'Market'],
  ])('the label %j does not name the answer %j', (label, answer) => {
    expect(labelNamesAnswer(label, answer)).toBe(false);
  });
});
