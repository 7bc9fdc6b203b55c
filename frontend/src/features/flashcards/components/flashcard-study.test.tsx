import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError, fakeApi, renderScreen } from '@/testing/render';
import { FlashcardStudy } from './flashcard-study';

const source = (n: number) => ({ label: `Page ${n}`, page: n, sentence: `Sentence on page ${n}.` });
const cards = [
  { _id: 's1-1', question: 'What is ATP?', answer: 'The cell’s energy currency', source: source(1) },
  { _id: 's1-2', question: 'Where does glycolysis happen?', answer: 'In the cytoplasm', source: source(2) },
  { _id: 's1-3', question: 'What do enzymes do?', answer: 'Speed up reactions', source: source(3) },
];
const set = {
  _id: 's1',
  title: 'Cells',
  contentType: 'flashcards',
  cardCount: 3,
  sourceFileName: 'cells.pdf',
  createdAt: '2026-11-01T00:00:00Z',
};

const reviews: { body: unknown }[] = [];
let reviewAnswer: (body: { itemId: string; rating: string; reviewId: string; expectedVersion: number }) => unknown;

function serve(list: unknown[] = cards) {
  reviews.length = 0;
  reviewAnswer = (body) => ({
    reviewId: body.reviewId,
    rating: body.rating,
    reviewedAt: '2026-11-02T00:00:00.000Z',
    card: {
      setId: 's1',
      itemId: body.itemId,
      state: 'learning',
      due: '2026-11-02T00:06:00.000Z',
      version: body.expectedVersion + 1,
      reps: 1,
      lapses: 0,
      stability: 1,
      difficulty: 5,
      scheduledDays: 0,
      lastReview: '2026-11-02T00:00:00.000Z',
    },
  });
  return fakeApi({
    'GET /study-sets/s1': () => set,
    'GET /study-sets/s1/flashcards': () => list,
    'GET /study-sets/s1/reviews': () => [],
    'POST /reviews': ({ body }) => {
      reviews.push({ body });
      return reviewAnswer(body as never);
    },
    'GET /reviews/summary': () => ({ now: '2026-11-02T00:00:00.000Z', dueCount: 0, sets: {} }),
  });
}

async function open() {
  serve();
  renderScreen(<FlashcardStudy studySetId="s1" />);
  expect(screen.getByText('Loading flashcards...')).toBeInTheDocument();
  await screen.findByText('What is ATP?');
}

describe('FlashcardStudy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows card 1 of 3, question side up, with its source; Previous disabled', async () => {
    await open();
    expect(screen.getByText('Flashcard 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('QUESTION')).toBeInTheDocument();
    // The sentence would give the answer away: only the label shows until the answer does.
    expect(screen.getByTestId('card-source')).toHaveTextContent(/^Source: Page 1$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('flips on click and shows or hides the answer', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: /Card showing the question/ }));
    expect(screen.getByText('ANSWER')).toBeInTheDocument();
    expect(screen.getByTestId('answer-reveal')).toHaveTextContent('The cell’s energy currency');
    expect(screen.getByTestId('card-source')).toHaveTextContent('Source: Page 1 — “Sentence on page 1.”');
    await user.click(screen.getByRole('button', { name: 'Hide Answer' }));
    expect(screen.queryByTestId('answer-reveal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByTestId('answer-reveal')).toBeInTheDocument();
  });

  it('holds back a source label that names the answer until the answer shows', async () => {
    const user = userEvent.setup();
    serve([
      {
        _id: 's1-1',
        question: 'What are seismic waves that travel through the Earth’s interior called?',
        answer: 'Body waves',
        source: {
          label: 'Body Waves',
          sentence: 'Seismic waves that travel through the interior are called body waves.',
        },
      },
    ]);
    renderScreen(<FlashcardStudy studySetId="s1" />);
    await screen.findByText(/seismic waves that travel/);
    expect(screen.getByTestId('card-source')).toHaveTextContent(/^Source: shown with the answer$/);
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByTestId('card-source')).toHaveTextContent(/^Source: Body Waves$/);
  });

  it('moves with Next and Previous, stops at the last card, and resets to the first', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Flashcard 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Where does glycolysis happen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Flashcard 1 of 3')).toBeInTheDocument();
  });

  it('flips with Space and Enter and moves with the arrow keys, even after a button was clicked', async () => {
    const user = userEvent.setup();
    await open();
    await user.keyboard(' ');
    expect(screen.getByText('ANSWER')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('QUESTION')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Flashcard 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Flashcard 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Flashcard 1 of 3')).toBeInTheDocument();
  });

  it('saves Hard and Easy as reviews of the card, with the version it saw', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Marked hard — saved for review')).toBeInTheDocument();
    expect(reviews.map((r) => r.body)).toEqual([
      expect.objectContaining({ setId: 's1', itemId: 's1-1', rating: 'hard', expectedVersion: 0 }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Marked easy — saved for review')).toBeInTheDocument();
    expect(reviews[1]!.body).toMatchObject({ rating: 'easy', expectedVersion: 1 });
    // A saved review stays saved: pressing it again sends nothing.
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(reviews).toHaveLength(2);
  });

  it('says so when another tab rated the card first, and takes the mark back', async () => {
    const user = userEvent.setup();
    await open();
    reviewAnswer = () => {
      throw new FakeApiError(409, 'conflict', 'This card was reviewed in another tab or window since you opened it.');
    };
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(await screen.findByText(/Not saved: This card was reviewed in another tab/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the source sentence off the question side, even with the answer shown beneath', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByText('QUESTION')).toBeInTheDocument();
    expect(screen.getByTestId('card-source')).toHaveTextContent(/^Source: Page 1$/);
    expect(screen.getByTestId('card-shortcuts')).toHaveTextContent(
      'Keys: Space flips the card, ← → move between cards',
    );
  });

  it('says so when the set has no flashcards', async () => {
    serve([]);
    renderScreen(<FlashcardStudy studySetId="s1" />);
    expect(await screen.findByRole('heading', { name: 'No Flashcards Found' })).toBeInTheDocument();
  });

  it('shows a listed answer one point a line, on the card and beneath it', async () => {
    const user = userEvent.setup();
    serve([
      {
        _id: 's1-1',
        question: 'What are the weaknesses of the primary system?',
        answer: 'Voter apathy; Weird voters (highly ideological); Very long',
        source: source(7),
      },
    ]);
    renderScreen(<FlashcardStudy studySetId="s1" />);
    await user.click(await screen.findByRole('button', { name: /Card showing the question/ }));
    const lists = screen.getAllByTestId('answer-points');
    expect(lists).toHaveLength(2);
    for (const list of lists)
      expect([...list.children].map((point) => point.textContent)).toEqual([
        '•Voter apathy',
        '•Weird voters (highly ideological)',
        '•Very long',
      ]);
  });
});
