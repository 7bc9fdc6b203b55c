/**
 * The "model" behind the fake Converse and chat-completions servers: it reads the material in the
 * prompt (the lines between <material> tags that are not `## unit` headers) and writes one item
 * per sentence of six words or more, quoting that sentence.
 */
export type ItemsBehaviour = 'ok' | 'malformed' | 'ungrounded';

export function materialSentences(prompt: string): string[] {
  const material = /<material>([\s\S]*)<\/material>/.exec(prompt)?.[1] ?? '';
  return material
    .split(/\n+/)
    .filter((line) => !line.startsWith('## '))
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 6);
}

export function fakeItems(prompt: string, quiz: boolean, behaviour: ItemsBehaviour = 'ok'): unknown[] {
  const items: unknown[] = materialSentences(prompt).map((sentence, i) => {
    const words = sentence.replace(/\.$/, '').split(' ');
    const answer = words.slice(-3).join(' ');
    const question = `Fill in the blank: ${words.slice(0, -3).join(' ')} _____.`;
    return quiz
      ? {
          question,
          correctAnswer: answer,
          incorrectAnswers: [`option ${i}a`, `option ${i}b`, `option ${i}c`],
          explanation: sentence,
          sourceSentence: sentence,
        }
      : { question, answer, sourceSentence: sentence };
  });
  if (behaviour === 'malformed') return [{ question: 'Missing everything else' }, 42, ...items.slice(0, 1)];
  if (behaviour === 'ungrounded')
    return items.map((item) => ({ ...(item as object), sourceSentence: 'A sentence the material never says.' }));
  return items;
}
