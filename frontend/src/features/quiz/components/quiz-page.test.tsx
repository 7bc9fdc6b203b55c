import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '@shared/api/study-sets';
import { fakeApi, renderScreen } from '@/testing/render';
import { shuffleOptions } from '../lib/shuffle';
import { QuizPage } from './quiz-page';

const source = { label: 'Slide 2', slide: 2, sentence: 'Mitochondria make ATP.' };
const questions: QuizQuestion[] = [
  {
    _id: 'q1',
    question: 'Where is ATP made?',
    correctAnswer: 'Mitochondria',
    incorrectAnswers: ['Nucleus', 'Ribosome', 'Golgi'],
    explanation: 'Mitochondria make ATP.',
    source,
  },
  {
    _id: 'q2',
    question: 'What does glycolysis split?',
    correctAnswer: 'Glucose',
    incorrectAnswers: ['Oxygen', 'Water', 'ATP'],
    source,
  },
];
const set = {
  _id: 's1',
  title: 'Cells',
  contentType: 'quiz',
  cardCount: 2,
  sourceFileName: 'cells.pptx',
  createdAt: '2026-11-01T00:00:00Z',
};

function serve(list: QuizQuestion[] = questions) {
  fakeApi({ 'GET /study-sets/s1': () => set, 'GET /study-sets/s1/questions': () => list });
}

const optionButtons = () => screen.getAllByRole('radio');
const optionTexts = () => optionButtons().map((b) => b.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('QuizPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows loading, then question 1 of 2 with 15:00 and options lettered A to D', async () => {
    serve();
    renderScreen(<QuizPage studySetId="s1" />);
    expect(screen.getByText('Loading quiz...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Where is ATP made?' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(optionTexts()).toEqual(
      shuffleOptions(['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi'], 'q1').map((text, i) => `${'ABCD'[i]}${text}`),
    );
    expect(screen.getByText('Source: Slide 2')).toBeInTheDocument();
  });

  it('keeps the option order when the page is opened again', async () => {
    serve();
    const first = renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    const order = optionTexts();
    first.unmount();
    renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    expect(optionTexts()).toEqual(order);
  });

  it('needs a choice before Next, marks right and wrong, explains, and moves on after 3 s', async () => {
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    const next = screen.getByRole('button', { name: 'Next Question' });
    expect(next).toBeDisabled();

    const wrong = optionButtons().find((b) => !b.textContent!.includes('Mitochondria'))!;
    await user.click(wrong);
    expect(wrong).toHaveAttribute('aria-checked', 'true');
    await user.click(next);
    expect(wrong).toHaveAttribute('data-result', 'wrong');
    expect(optionButtons().find((b) => b.textContent!.includes('Mitochondria'))).toHaveAttribute(
      'data-result',
      'correct',
    );
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    // In words, not colour only; the button stays usable (and focused) to move on at once.
    expect(screen.getByTestId('quiz-feedback')).toHaveTextContent(/^Incorrect\. The answer is [A-D]: Mitochondria$/);
    expect(next).toBeEnabled();
    expect(next).toHaveFocus();

    await advance(2900);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await advance(200);
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Quiz' })).toBeDisabled();
  });

  it('chooses with 1-4 and A-D, and shows the results with the tier after the last question', async () => {
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });

    const right1 = shuffleOptions(['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi'], 'q1').indexOf('Mitochondria');
    await user.keyboard(String(right1 + 1));
    expect(optionButtons()[right1]).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await advance(3000);

    const right2 = shuffleOptions(['Glucose', 'Oxygen', 'Water', 'ATP'], 'q2').indexOf('Glucose');
    const wrong2 = (right2 + 1) % 4;
    await user.keyboard('ABCD'[wrong2]!.toLowerCase());
    expect(optionButtons()[wrong2]).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    await advance(3000);

    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-percent')).toHaveTextContent('50%');
    expect(screen.getByTestId('quiz-tier')).toHaveTextContent('Steady Turtle');
    const counts = screen.getByTestId('quiz-counts');
    expect(within(counts).getByText('Correct').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Missed').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Total').nextSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
  });

  it('turns the clock red below 5:00 and ends the quiz at 0:00', async () => {
    serve();
    renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    const timer = screen.getByRole('timer');

    await advance(600_000);
    expect(timer).toHaveTextContent('5:00');
    expect(timer.className).not.toMatch(/text-red/);
    await advance(1000);
    expect(timer).toHaveTextContent('4:59');
    expect(timer.className).toMatch(/text-red/);

    await advance(299_000);
    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('quiz-tier')).toHaveTextContent('Floating Jellyfish');
    expect(screen.getByTestId('quiz-timed-out')).toHaveTextContent(
      'Time ran out. You answered 0 of 2 questions; the rest count as missed.',
    );
  });

  it('moves focus to Next Question after a key choice, confirms and moves on with Enter', async () => {
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    expect(screen.getByTestId('quiz-shortcuts')).toHaveTextContent(
      'Keys: A–D or 1–4 choose, Enter confirms and moves on',
    );

    const right1 = shuffleOptions(['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi'], 'q1').indexOf('Mitochondria');
    await user.keyboard('ABCD'[right1]!);
    const next = screen.getByRole('button', { name: 'Next Question' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quiz-feedback')).toHaveTextContent(/^Correct!$/);
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What does glycolysis split?' })).toHaveFocus();

    // Enter with nothing focused confirms too.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('1');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quiz-feedback')).not.toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Quiz' })).toHaveFocus();
    expect(screen.queryByTestId('quiz-timed-out')).not.toBeInTheDocument();
  });

  it('keeps the clock across a reload and forgets it when the student leaves', async () => {
    serve();
    const first = renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    await advance(120_000);
    expect(screen.getByRole('timer')).toHaveTextContent('13:00');
    // A reload: the page goes without React unmounting it, and the start stays in sessionStorage.
    const kept = sessionStorage.getItem('learnbetter.quiz-start.s1');
    expect(kept).not.toBeNull();
    first.unmount();
    sessionStorage.setItem('learnbetter.quiz-start.s1', kept!);
    const second = renderScreen(<QuizPage studySetId="s1" />);
    await screen.findByRole('heading', { name: 'Where is ATP made?' });
    expect(screen.getByRole('timer')).toHaveTextContent('13:00');
    // Leaving the quiz within the app ends the attempt: the next visit starts at 15:00.
    second.unmount();
    expect(sessionStorage.getItem('learnbetter.quiz-start.s1')).toBeNull();
  });

  it('says so when the quiz has no questions', async () => {
    serve([]);
    renderScreen(<QuizPage studySetId="s1" />);
    expect(await screen.findByRole('heading', { name: 'Quiz Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The quiz you're looking for doesn't exist or has no questions.")).toBeInTheDocument();
  });
});
