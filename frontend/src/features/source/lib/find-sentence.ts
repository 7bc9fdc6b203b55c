/** Letters and digits only, lower-cased: how pieces of a page's text are compared with a sentence. */
const squash = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Which pieces of text (a PDF text layer's spans, a slide's paragraphs) hold `sentence`: the
 * pieces the whole sentence spans when it is there (ignoring spacing, punctuation, case and line
 * breaks), else the span from its first words to its last words when both are found in that
 * order (a sentence the extractor joined differently), else none.
 */
export function findSentence(pieces: string[], sentence: string): { indices: number[]; exact: boolean } {
  const target = squash(sentence);
  if (!target) return { indices: [], exact: false };
  let text = '';
  const owner: number[] = [];
  pieces.forEach((piece, i) => {
    const part = squash(piece);
    text += part;
    for (let k = 0; k < part.length; k += 1) owner.push(i);
  });
  const cover = (start: number, end: number) => [...new Set(owner.slice(start, end))];

  const at = text.indexOf(target);
  if (at >= 0) return { indices: cover(at, at + target.length), exact: true };

  const edge = Math.min(40, Math.floor(target.length / 2));
  if (edge < 12) return { indices: [], exact: false };
  const head = text.indexOf(target.slice(0, edge));
  const tail = head < 0 ? -1 : text.indexOf(target.slice(-edge), head + edge);
  if (head >= 0 && tail >= 0 && tail + edge - head <= target.length * 1.5)
    return { indices: cover(head, tail + edge), exact: false };
  return { indices: [], exact: false };
}
