import { describe, expect, it } from 'vitest';
import { inlineText, readableText } from './markup';
import { extractTxt } from './txt';

describe('inline marks, as a rendered page shows them', () => {
  it.each([
    ['Lists are :term:`mutable`, and tuples are not', 'Lists are mutable, and tuples are not'],
    ['The :func:`dict` constructor builds dictionaries', 'The dict constructor builds dictionaries'],
    ['The :keyword:`!del` statement', 'The del statement'],
    [
      "the :mod:`unicodedata` module's :func:`~unicodedata.normalize` function",
      "the unicodedata module's normalize function",
    ],
    ['see :ref:`the tutorial <tut-structures>`', 'see the tutorial'],
    ['``a[len(a):] = [x]`` appends', 'a[len(a):] = [x] appends'],
    ['Read `the docs <https://docs.python.org>`_ first', 'Read the docs first'],
    ['A **dictionary** maps *keys* to __values__', 'A dictionary maps keys to values'],
    ['See [the guide](https://example.org) ![logo](logo.png)', 'See the guide '],
    ['Use `git status` often', 'Use git status often'],
    [
      'The main module is always called __main__, and __path__ lists **where** to look',
      'The main module is always called __main__, and __path__ lists where to look',
    ],
    ['An event happened [#]_ twice [1]_.', 'An event happened twice.'],
  ])('%s', (marked, plain) => {
    expect(inlineText(marked)).toBe(plain);
  });

  it.each([
    '5 * 3 = 15 and 2 * 4 = 8',
    'the variable my_long_name and _private_ are identifiers',
    'the earthquake happens after _rocks have undergone most of the displacement',
    'Prices: $4 each; ratio 3:1; time 10:30',
  ])('leaves plain text alone: %s', (text) => {
    expect(inlineText(text)).toBe(text.includes('_private_') ? text.replace('_private_', 'private') : text);
  });
});

describe('a reStructuredText or Markdown file, read as text', () => {
  const rst = [
    '.. _tut-structures:',
    '',
    '***************',
    'Data Structures',
    '***************',
    '',
    'More on Lists',
    '=============',
    '',
    '.. method:: list.append(x)',
    '   :noindex:',
    '',
    '   Add an item to the end of the list.',
    '',
    'An example that uses most of the list methods::',
    '',
    "   >>> fruits = ['orange', 'apple']",
    "   >>> fruits.count('apple')",
    '   1',
    '',
    '.. note::',
    '',
    '   Lists are :term:`mutable`.',
    '',
    '.. code-block:: python',
    '',
    '   print(1)',
    '',
    'It must be parenthesized. ::',
    '',
    '   [x, x**2]',
    '',
    'Sets',
    '----',
    '',
    'A set is an unordered collection with no duplicate elements.',
  ].join('\n');

  it('keeps the prose, a description’s name and the headings, and leaves out code, comments and options', () => {
    expect(readableText(rst).split('\n').filter(Boolean)).toEqual([
      'Data Structures',
      '===',
      'More on Lists',
      '---',
      'list.append(x)',
      '   Add an item to the end of the list.',
      'An example that uses most of the list methods:',
      '   Lists are mutable.',
      'It must be parenthesized.',
      'Sets',
      '---',
      'A set is an unordered collection with no duplicate elements.',
    ]);
  });

  it('gives units by heading, with no marks left in them', () => {
    const document = extractTxt(new TextEncoder().encode(rst));
    expect(document.title).toBe('Data Structures');
    expect(document.units.map((unit) => unit.label)).toEqual(['More on Lists', 'Sets']);
    const text = document.units.map((unit) => unit.text).join('\n');
    expect(text).not.toMatch(/`|::|>>>|:term:|noindex|print\(1\)/);
  });

  it('leaves out Markdown fenced code and horizontal rules', () => {
    const markdown = [
      '# Notes',
      '',
      'Enzymes speed up reactions.',
      '',
      '```js',
      'const x = 1;',
      '```',
      '',
      '---',
      '',
      'Done.',
    ];
    expect(readableText(markdown.join('\n')).split('\n').filter(Boolean)).toEqual([
      '# Notes',
      'Enzymes speed up reactions.',
      'Done.',
    ]);
  });

  it('returns plain text as it is', () => {
    const plain = 'Heading\n\nThe 1946 earthquake: a magnitude 7.3 event.\nSee below:\n\n  indented note';
    expect(readableText(plain)).toBe(plain);
  });
});
