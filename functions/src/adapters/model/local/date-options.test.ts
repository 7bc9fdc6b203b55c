import { describe, expect, it } from 'vitest';
import { dateOptions, yearOf } from './date-options';

const now = 2026;
const years = (options: string[]) => options.map(yearOf);

describe('dateOptions', () => {
  it('offers no far-off year of the document, and years near the answer instead (held-out round 43, both raters DIST)', () => {
    const options = dateOptions(
      'When were the Korean kingdoms united?',
      'In 668',
      ['In 1839', 'In 1892', 'In 1893'],
      new Set(),
      now,
    );
    expect(options).toHaveLength(3);
    for (const year of years(options)) expect(Math.abs(year - 668)).toBeLessThanOrEqual(340);
    // On both sides of the answer, so it is not the odd one out.
    expect(years(options).some((y) => y < 668) && years(options).some((y) => y > 668)).toBe(true);
  });

  it('takes the document’s own dates near the answer first, three years apart at least', () => {
    const options = dateOptions(
      'When was the First Saudi state established?',
      'In 1744',
      ['In 1765', 'In 1892', 'In 1893', 'In 1766', 'In 1729'],
      new Set(),
      now,
    );
    expect(options).toContain('In 1765');
    expect(options).toContain('In 1729');
    expect(options).not.toContain('In 1766');
    expect(options).not.toContain('In 1892');
  });

  it.each([
    ['In 146 BCE', /^In \d+ BCE$/],
    ['Around 1500 BCE', /^Around \d+00 BCE$/],
    ['In the 16th century', /^In the \d+(st|nd|rd|th) century$/],
  ])('says a made-up option as the answer is said: %s', (answer, shape) => {
    const options = dateOptions('When?', answer, [], new Set(), now);
    expect(options).toHaveLength(3);
    for (const option of options) expect(option).toMatch(shape);
  });

  it('never offers a year after the present, nor the year next to the answer, nor one the question names', () => {
    const options = dateOptions(
      'When did Moldova, occupied in 1940, gain independence?',
      'In 1991',
      ['In 1990', 'In 1940'],
      new Set(),
      now,
    );
    expect(options).toHaveLength(3);
    for (const year of years(options)) expect(year).toBeLessThanOrEqual(now);
    expect(options).not.toContain('In 1990');
    expect(options).not.toContain('In 1940');
  });

  it('takes at most one other question’s answer', () => {
    const options = dateOptions(
      'When?',
      'In 1960',
      ['In 1962', 'In 1954', 'In 1972'],
      new Set(['in 1962', 'in 1954']),
      now,
    );
    expect(options.filter((o) => o === 'In 1962' || o === 'In 1954')).toHaveLength(1);
  });

  it('makes up exact years near an exact year, round ones only near a rough date', () => {
    const exact = dateOptions('When was Chad colonized by France?', 'In 1900', [], new Set(), now);
    expect(exact).toHaveLength(3);
    for (const year of years(exact)) expect(year % 100).not.toBe(0);
  });

  it('offers a part of a century only with parts of centuries', () => {
    const options = dateOptions(
      'When?',
      'In the late 19th century',
      ['In the 17th century', 'In the late 18th century'],
      new Set(),
      now,
    );
    expect(options).toHaveLength(3);
    for (const option of options) expect(option).toMatch(/^In the late \d+th century$/);
  });

  it('offers no part of the present century for a past one (held-out round 46)', () => {
    const options = dateOptions('When?', 'In the late 20th century', [], new Set(), now);
    expect(options).toHaveLength(3);
    expect(options).not.toContain('In the late 21st century');
  });

  it('makes up no option for a span of two centuries', () => {
    expect(dateOptions('When?', 'In the 15th and 16th centuries', [], new Set(), now)).toEqual([]);
  });

  it('offers a month with its year months near it, none still to come (held-out round 53; the corpus rater, DIST, of years far off)', () => {
    const options = dateOptions(
      'When did Ian Murdock die?',
      'In December 2015',
      ['In 2004', 'In 1999', 'In 1994', 'In January 2012'],
      new Set(),
      now,
    );
    expect(options).toHaveLength(3);
    for (const option of options) expect(option).toMatch(/^In [A-Z][a-z]+ \d{4}$/);
    for (const year of years(options)) expect(year).toBeLessThan(now);
    // A day's date keeps its day; months and years near it move.
    const days = dateOptions('When?', 'On 18 February 1965', [], new Set(), now);
    expect(days).toHaveLength(3);
    for (const option of days) expect(option).toMatch(/^On 18 [A-Z][a-z]+ 196[4-6]$/);
  });

  it('makes up no option for a period told in months, and offers none that overlaps it (held-out round 54)', () => {
    const answer = 'From January 1998 until December 1998';
    expect(dateOptions('When?', answer, [], new Set(), now)).toEqual([]);
    const periods = [
      'From January 1997 until December 1998',
      'From June 1998 until December 1998',
      'From January 1999 until March 2001',
      'From April 2002 until April 2003',
      'From April 1996 until December 1997',
    ];
    const options = dateOptions('When?', answer, periods, new Set(), now);
    expect(options).not.toContain('From January 1997 until December 1998');
    expect(options).not.toContain('From June 1998 until December 1998');
  });

  it('gives a period no options', () => {
    expect(dateOptions('When?', 'From 550 BCE to 330 BCE', ['From 700 BCE to 500 BCE'], new Set(), now)).toEqual([]);
  });
});
