import { describe, expect, it } from 'vitest';
import type { StudySetRecord } from './ports';
import { filterStudySets } from './study-sets';

const set = (id: string, title: string, contentType: 'flashcards' | 'quiz'): StudySetRecord => ({
  _id: id,
  userId: 'u',
  title,
  contentType,
  cardCount: 5,
  sourceFileName: `${title}.pdf`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('filterStudySets (getFilteredStudySets)', () => {
  const sets = [
    set('01A', 'Cell Biology', 'flashcards'),
    set('01C', 'World History', 'quiz'),
    set('01B', 'cellular respiration', 'quiz'),
  ];

  it('lists newest first', () => {
    expect(filterStudySets(sets, { contentType: 'all' }).map((s) => s._id)).toEqual(['01C', '01B', '01A']);
  });

  it('filters by kind and matches titles case-insensitively', () => {
    expect(filterStudySets(sets, { contentType: 'quiz', searchTerm: 'CELL' }).map((s) => s._id)).toEqual(['01B']);
    expect(filterStudySets(sets, { contentType: 'all', searchTerm: 'cell' }).map((s) => s._id)).toEqual(['01B', '01A']);
  });
});
