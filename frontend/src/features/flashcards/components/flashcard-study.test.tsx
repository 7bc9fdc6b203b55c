import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render';
import { FlashcardStudy } from './flashcard-study';

const source = (n: number) => ({ label: `Page ${n}`, page: n, sentence: `Sentence on page ${n}.` });
const cards = [
  { question: 'What is ATP?', answer: 'The cell’s energy currency', source: source(1) },
  { question: 'Where does glycolysis happen?', answer: 'In the cytoplasm', source: source(2) },
  { question: 'What do enzymes do?', answer: 'Speed up reactions', source: source(3) },
];
const set = {
  _id: 's1',
  title: 'Cells',
  contentType: 'flashcards',
  cardCount: 3,
  sourceFileName: 'cells.pdf',
  createdAt: '2026-11-01T00:00:00Z',
};

function serve(list: unknown[] = cards) {
  fakeApi({ 'GET /study-sets/s1': () => set, 'GET /study-sets/s1/flashcards': () => list });
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

  it('marks a card Hard or Easy', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('card-rating')).toHaveTextContent('Marked easy (this session only)');
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('card-rating')).toBeEmptyDOMElement();
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
});
