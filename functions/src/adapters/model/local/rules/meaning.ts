import type { AnalyzedSentence, Token } from '../../../../domain/analysis';
import { capitalize, completeAnswer, joinTokens, pointingWord, type Rule, statementCard } from '../candidate';

/** Words that introduce a name: "identified as X", "was called X", "the Nahuatl word X". */
const introducer = /^(as|called|named|word|term|name)$/i;

/** A word of a name: letters, with the apostrophes and hyphens of transcribed names ("Hokule’a"). */
const nameWord = /^\p{L}[\p{L}'’-]*$/u;

/** How a name's meaning is said: ", which (literally) means", ", meaning". */
function meaningAt(tokens: Token[], i: number): { nameEnd: number; meaningStart: number } | null {
  const word = tokens[i]!.text.toLowerCase();
  if (word === 'meaning' && tokens[i - 1]?.text === ',') return { nameEnd: i - 1, meaningStart: i + 1 };
  if (word !== 'means') return null;
  const which = tokens[i - 1]?.text.toLowerCase() === 'literally' ? i - 2 : i - 1;
  if (tokens[which]?.text.toLowerCase() !== 'which') return null;
  return { nameEnd: tokens[which - 1]?.text === ',' ? which - 1 : which, meaningStart: i + 1 };
}

/**
 * The name before `end` and how the question names it: after a word that introduces it, up to
 * three words ("named toxiuh molpilia"), with the kind of word it is when the text says so ("the
 * ancient Nahuatl word tlacuiloa"); otherwise one word the document always capitalises
 * ("… for the Mexicas Tianquiztli, which means market").
 */
function nameBefore(tokens: Token[], end: number, properWords: Set<string>): { name: string; asked: string } | null {
  for (let start = end - 1; start >= Math.max(0, end - 3); start -= 1) {
    if (!nameWord.test(tokens[start]!.text) || /^(DET|PRON|ADP|AUX|CCONJ|SCONJ|VERB)$/.test(tokens[start]!.pos)) break;
    const before = tokens[start - 1];
    if (before && introducer.test(before.text)) {
      const name = joinTokens(tokens.slice(start, end));
      if (!/^(word|term|name)$/i.test(before.text)) return { name, asked: name };
      // "the ancient Nahuatl word": the article and the words that say which language.
      let from = start - 1;
      while (from > 0 && /^(ADJ|PROPN)$/.test(tokens[from - 1]!.pos)) from -= 1;
      const article = tokens[from - 1];
      if (!article || !/^(the|a|an)$/i.test(article.text)) return { name, asked: name };
      return { name, asked: `the ${joinTokens(tokens.slice(from, start))} ${name}` };
    }
  }
  const last = tokens[end - 1];
  if (
    end >= 2 &&
    last &&
    nameWord.test(last.text) &&
    /^\p{Lu}/u.test(last.text) &&
    properWords.has(last.text.toLowerCase())
  )
    return { name: last.text, asked: last.text };
  return null;
}

/**
 * The meaning that follows, up to the end of its phrase: a comma or full stop, or "and" going on
 * with a verb of its own ("which means binding of the years and coincided with …"), or an aside in
 * brackets ("translates to the backbone (directly: …)"). A phrase of
 * one to eight words, not a clause ("which means that …") and not a list set out after a colon.
 */
function meaningFrom(tokens: Token[], start: number): string | null {
  // "the “Bailer of Makali’i”", "“The Seven” as there is …": a quoted meaning ends with its quote.
  if (tokens[start]?.text === '“' || tokens[start]?.text === '"') {
    const close = tokens.findIndex((t, i) => i > start && (t.text === '”' || t.text === '"'));
    if (close < 0) return null;
    return meaningFrom(tokens.slice(start + 1, close), 0);
  }
  let end = start;
  while (end < tokens.length) {
    const t = tokens[end]!;
    if (/^[,;.!?()—–]$/.test(t.text)) break;
    if (t.pos === 'CCONJ' && /^(VERB|AUX)$/.test(tokens[end + 1]?.pos ?? '')) break;
    if (/^(perhaps|because|since|although)$/i.test(t.text)) break;
    end += 1;
  }
  const phrase = tokens.slice(start, end);
  if (!phrase.length || phrase.length > 8) return null;
  if (phrase.some((t) => t.text === ':' || pointingWord.test(t.text))) return null;
  if (/^(that|if|when|whether|to)$/i.test(phrase[0]!.text)) return null;
  // A noun phrase or a doing ("writing with drawings"), not a clause with a verb of its own.
  if (phrase.slice(1).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(ing|ed)$/.test(t.text)))) return null;
  return completeAnswer(joinTokens(phrase), 8);
}

/**
 * A sentence about a name's meaning as a whole: "Na Hiku translates to “The Seven”", "The meaning
 * of Hokule’a is “the star of gladness”", "The translation of nhorkoatero is literally group of
 * stars": the name (up to four words, the first in capitals unless the text says "of") and where
 * its meaning starts.
 */
function nameSaysItself(tokens: Token[]): { name: string; meaningStart: number } | null {
  const words = tokens.map((t) => t.text.toLowerCase());
  const translates = words.findIndex((w) => w === 'translates');
  if (translates >= 1 && translates <= 4 && /^(to|as)$/.test(words[translates + 1] ?? '')) {
    const name = tokens.slice(0, translates);
    if (name.every((t) => nameWord.test(t.text)) && /^\p{Lu}/u.test(name[0]!.text))
      return { name: joinTokens(name), meaningStart: translates + 2 };
  }
  const head = /^the (?:(?:literal|direct) )?(meaning|translation) of$/.exec(words.slice(0, 4).join(' '))
    ? 4
    : /^the (meaning|translation) of$/.test(words.slice(0, 3).join(' '))
      ? 3
      : 0;
  if (!head) return null;
  const is = words.indexOf('is', head);
  if (is < head + 1 || is > head + 4) return null;
  const name = tokens.slice(head, is);
  if (!name.every((t) => nameWord.test(t.text))) return null;
  return { name: joinTokens(name), meaningStart: words[is + 1] === 'literally' ? is + 2 : is + 1 };
}

/** A card asking what `name` means. */
const meaningCard = (
  asked: string,
  name: string,
  meaning: string,
  at: { sentence: AnalyzedSentence; unitIndex: number },
) =>
  statementCard(
    'meaning',
    { question: `What does ${asked} mean?`, answer: capitalize(meaning), concept: name.toLowerCase() },
    at,
    0.6 + 0.4 * at.sentence.centrality,
  );

/**
 * What a name means, where the text glosses it: "The constellation of Gemini was called
 * Citlaltlachtli, which means the ball game of the stars" → "What does Citlaltlachtli mean?" / "The
 * ball game of the stars"; "the ancient Nahuatl word tlacuiloa, which means writing with drawings"
 * → "What does the ancient Nahuatl word tlacuiloa mean?". The words of a culture, a language or a
 * field that a text translates are what it teaches (held-out round 31: seven such glosses in one
 * page on Aztec star names, and no card). The card reads the name and its gloss only, so the rest
 * of the sentence may lean on the one before.
 */
export const meaningRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if (sentence.kind !== 'sentence' && sentence.kind !== 'bullet') return [];
  const tokens = sentence.tokens;
  const out = [];
  const whole = nameSaysItself(tokens);
  const wholeMeaning = whole && meaningFrom(tokens, whole.meaningStart);
  if (whole && wholeMeaning) out.push(meaningCard(whole.name, whole.name, wholeMeaning, { sentence, unitIndex }));
  for (let i = 1; i < tokens.length; i += 1) {
    const at = meaningAt(tokens, i);
    if (!at) continue;
    const name = nameBefore(tokens, at.nameEnd, properWords);
    const meaning = name && meaningFrom(tokens, at.meaningStart);
    if (!name || !meaning) continue;
    if (meaning.toLowerCase().includes(name.name.toLowerCase())) continue;
    out.push(meaningCard(name.asked, name.name, meaning, { sentence, unitIndex }));
  }
  return out;
};
