import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudySet } from '@shared/api/study-sets';
import { FakeApiError, fakeApi, renderScreen } from '@/testing/render';
import { StudySetList } from './study-set-list';

const make = (id: string, title: string, contentType: 'flashcards' | 'quiz', cardCount: number): StudySet => ({
  _id: id,
  title,
  contentType,
  cardCount,
  sourceFileName: `${id}.pdf`,
  createdAt: '2026-11-01T00:00:00Z',
});

/** The list endpoint as the server answers it: filtered by type and by a case-blind title search. */
function serve(sets: StudySet[], onDelete: (id: string) => void = () => undefined) {
  let stored = [...sets];
  return fakeApi({
    'GET /study-sets': ({ url }) => {
      const type = url.searchParams.get('contentType');
      const term = url.searchParams.get('searchTerm')?.toLowerCase() ?? '';
      return stored.filter((s) => (type === 'all' || s.contentType === type) && s.title.toLowerCase().includes(term));
    },
    ...Object.fromEntries(
      sets.map((s) => [
        `DELETE /study-sets/${s._id}`,
        () => {
          onDelete(s._id);
          stored = stored.filter((x) => x._id !== s._id);
          return { deleted: true };
        },
      ]),
    ),
  });
}

const titles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('StudySetList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows loading, then the empty state', async () => {
    serve([]);
    renderScreen(<StudySetList />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No study sets yet')).toBeInTheDocument();
    expect(
      screen.getByText('Create your first flashcards and quizzes using one of the options above'),
    ).toBeInTheDocument();
  });

  it('shows each set with its count and the right study link', async () => {
    serve([make('a', 'Cells', 'flashcards', 12), make('b', 'Genetics', 'quiz', 1)]);
    renderScreen(<StudySetList />);
    const cells = await screen.findByRole('article', { name: 'Cells' });
    expect(within(cells).getByText('12 cards')).toBeInTheDocument();
    expect(within(cells).getByRole('link', { name: 'Study Cards' })).toHaveAttribute('href', '/study/flashcards/a');
    const genetics = screen.getByRole('article', { name: 'Genetics' });
    expect(within(genetics).getByText('1 question')).toBeInTheDocument();
    expect(within(genetics).getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/study/quiz/b');
  });

  it('searches and filters', async () => {
    serve([
      make('a', 'Cells', 'flashcards', 3),
      make('b', 'Cell quiz', 'quiz', 3),
      make('c', 'History', 'flashcards', 3),
    ]);
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    await screen.findByRole('article', { name: 'History' });
    await user.type(screen.getByPlaceholderText('Search study sets...'), 'CELL');
    await waitFor(() => expect(titles()).toEqual(['Cells', 'Cell quiz']));
    await user.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(screen.getByRole('button', { name: 'Quiz' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(titles()).toEqual(['Cell quiz']));
    await user.click(screen.getByRole('button', { name: 'Flashcards' }));
    await waitFor(() => expect(titles()).toEqual(['Cells']));
  });

  it('deletes after a confirmation, and Cancel keeps the set', async () => {
    const deleted: string[] = [];
    serve([make('a', 'Cells', 'flashcards', 3)], (id) => deleted.push(id));
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    await user.click(await screen.findByRole('button', { name: 'Options for Cells' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(screen.getByRole('article', { name: 'Cells' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Options for Cells' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No study sets yet')).toBeInTheDocument();
    expect(deleted).toEqual(['a']);
  });

  it('logs a failed delete and puts the set back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve([make('a', 'Cells', 'flashcards', 3)], () => {
      throw new FakeApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
    });
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    await user.click(await screen.findByRole('button', { name: 'Options for Cells' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to delete study set', expect.any(Error)));
    expect(await screen.findByRole('article', { name: 'Cells' })).toBeInTheDocument();
  });

  it('tells the student a delete failed and deletes on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const deleted: string[] = [];
    serve([make('a', 'Cells', 'flashcards', 3)], (id) => {
      calls += 1;
      if (calls === 1) throw new FakeApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      deleted.push(id);
    });
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    await user.click(await screen.findByRole('button', { name: 'Options for Cells' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t delete “Cells”. Please try again.'.replace('’', "'"));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No study sets yet')).toBeInTheDocument();
    expect(deleted).toEqual(['a']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no set matches a search, not that there are none, and clears it', async () => {
    serve([make('a', 'Cells', 'flashcards', 3)]);
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    await screen.findByRole('article', { name: 'Cells' });
    await user.type(screen.getByPlaceholderText('Search study sets...'), 'zebra');
    expect(await screen.findByText('No study set matches “zebra”')).toBeInTheDocument();
    expect(screen.queryByText('No study sets yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Cells' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(await screen.findByText('No quizzes yet')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      'GET /study-sets': () => {
        if (fail) throw new FakeApiError(400, 'bad_request', 'Could not load your study sets.');
        return [make('a', 'Cells', 'flashcards', 3)];
      },
    });
    const user = userEvent.setup();
    renderScreen(<StudySetList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/\S/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Cells' })).toBeInTheDocument();
  });
});
