import type { AnalyzedUnit, DocumentAnalysis, Token, UnitLine } from '../../../../domain/analysis';
import {
  capitalize,
  countWords,
  joinTokens,
  midSentence,
  nounPhrase,
  pointingWord,
  writtenWithThe,
  type UnitRule,
} from '../candidate';

/** Headings that announce a list: "Advantages of the Electoral College", "Causes of the war". */
const listHeading =
  /^(?:(?:the|main|key|major|two|three|four|five|six)\s+)*(advantages|disadvantages|strengths|weaknesses|benefits|drawbacks|limitations|causes|consequences|effects|types|kinds|forms|properties|features|characteristics|components|stages|steps|phases|functions|goals|purposes|principles|postulates|axioms|assumptions|conditions|criticisms|reasons|factors|rules|laws|elements|uses|applications|symptoms|proposals)\s+(of|for|to|in)\s+\S/i;
/** Question headings a slide's lines answer: "Why is power low in psychology?". */
const questionHeading = /^(why|how|what|which|when|where|who)\s+\S+\s+\S+/i;

/** Lists whose points are formulas by nature: "Axioms of probability", "Laws of logarithms". */
const formulaLists = /\b(axioms|postulates|laws|rules|properties|identities|formulas|theorems)\b/i;

/**
 * A line fit to be one point of a listed answer: short, a statement or a phrase, leaning on nothing.
 * Symbols make a line a worked example, unless the list is of formulas (`formulas`).
 */
function point(line: string, formulas = false): string | null {
  // A slide line cut at an opened bracket ("Protects minority interests (esp.") keeps what it says.
  const text = line
    .trim()
    .replace(/\s*\([^)]*$/, '')
    .replace(/[.;,]+$/, '');
  if (!text || /[?!:]$/.test(text) || countWords(text) > 18) return null;
  // A point that starts mid-thought ("And effects were smaller …", "But is this true") or points elsewhere.
  if (/^(and|but|or|so|then|however|also|especially|e\.g\.|for example|for instance)\b/i.test(text)) return null;
  if (pointingWord.test(text)) return null;
  // Symbols and values are a worked example, not points to learn (but for a list of formulas).
  if (!formulas && /[=<>≤≥∩∪⊂{}]/.test(text)) return null;
  return text;
}

const comparable = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[\s,:;(-]*\(?(?:continued|cont(?:'d|\.)?)\)?\s*$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The list goes on under the same title on the next page or slide ("…, continued"), or this is where it goes on. */
function continued(analysis: DocumentAnalysis, unitIndex: number): boolean {
  const heading = analysis.units[unitIndex]!.heading ?? '';
  if (/\b(?:continued|cont(?:'d|\.))\W*$/i.test(heading)) return true;
  const next = analysis.units[unitIndex + 1]?.heading;
  return next !== undefined && next !== null && comparable(next) === comparable(heading);
}

/**
 * A two-word point explained by one short sub-point keeps it: "Weird voters" alone says nothing,
 * "Weird voters (highly ideological)" does (both raters of round 7 asked for it).
 */
function withShortDetail(line: UnitLine, lines: UnitLine[]): string {
  const at = lines.indexOf(line);
  const end = lines.findIndex((other, i) => i > at && !other.level);
  const details = lines.slice(at + 1, end < 0 ? undefined : end);
  const detail = details[0]?.text.trim().replace(/[.;,]+$/, '');
  if (
    details.length !== 1 ||
    !detail ||
    countWords(line.text) > 2 ||
    countWords(detail) > 3 ||
    /[()]/.test(detail + line.text)
  )
    return line.text;
  const lowered = /^\p{Lu}\p{Ll}/u.test(detail) ? detail.charAt(0).toLowerCase() + detail.slice(1) : detail;
  return `${line.text} (${lowered})`;
}

/**
 * A slide title drops articles ("Proposals to reform Electoral College"); a question keeps them:
 * a name the document itself writes with "the" gets it back ("… reform the Electoral College?").
 */
function withArticles(text: string, analysis: DocumentAnalysis): string {
  return text.replace(
    /(^|\s)((?:\p{Lu}[\p{L}'’-]*\s?){2,})/gu,
    (match, before: string, name: string, offset: number) => {
      const preceding = text.slice(0, offset).trim().split(/\s+/).at(-1) ?? '';
      if (/^(the|a|an|this|these|that|its|their)$/i.test(preceding)) return match;
      return writtenWithThe(name.trim(), analysis) ? `${before}the ${name}` : match;
    },
  );
}

/**
 * A title's capitals that are only title case: "Axioms of Probability" → "Axioms of probability"
 * (a word the document capitalises everywhere, or one of a name of several words, keeps its capital).
 */
function titleWords(title: string, properWords: Set<string>): string {
  const parts = title.split(/\s+/);
  return parts
    .map((word, i) => {
      const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}\p{Ll}/u.test(w);
      if (i === 0 || !capital(word) || properWords.has(word.toLowerCase())) return word;
      return capital(parts[i - 1]) && i > 1 ? word : capital(parts[i + 1]) ? word : word.toLowerCase();
    })
    .join(' ');
}

/**
 * A unit that is a list: its points (two to eight top-level lines, each short and standing on its
 * own, a short sub-point kept with a two-word point), or null. Prose paragraphs are not points:
 * a list is bullets, or the short lines of a slide. A PDF page's bullets count when they carry
 * their marks: the extractor keeps their nesting from the page's indents (round 4 found lists
 * flattened, a sub-point read as a strength, before it did). A list that goes on over the next
 * page is not complete here.
 */
function listPoints(
  unit: AnalyzedUnit,
  unitIndex: number,
  analysis: DocumentAnalysis,
  formulas: boolean,
): { points: string[]; top: UnitLine[]; nested: boolean } | null {
  if (continued(analysis, unitIndex)) return null;
  // A remark after the bullets ("Why am I showing you this again? …") is not one of the points.
  let end = unit.lines.length;
  while (end > 0 && unit.lines[end - 1]!.level === undefined && unit.lines[end - 1]!.kind === 'paragraph') end -= 1;
  const lines = end >= 2 && end < unit.lines.length ? unit.lines.slice(0, end) : unit.lines;
  if (lines.some((line) => line.kind === 'table-row')) return null;
  const bullets = lines.every((line) => line.level !== undefined);
  if (!bullets && (unit.unit.slide === undefined || unit.unit.page !== undefined)) return null;
  const top = lines.filter((line) => !line.level);
  if (top.length < 2 || top.length > 8) return null;
  const points = top.map((line) => point(withShortDetail(line, lines), formulas));
  if (points.some((p) => p === null)) return null;
  return { points: points as string[], top, nested: top.length < lines.length };
}

/**
 * A slide or section whose title announces a list or asks a question, answered by its own short
 * lines: "Advantages of the Electoral College" → "What are the advantages of the Electoral
 * College?" with the slide's points as the answer; "Why is power low in psychology?" with its
 * bullets. The whole unit must be those lines (two to eight points, each short and standing on its
 * own), so the answer is what the slide says, complete; sub-points under a point are its details,
 * not points of their own, and a list that goes on over the next page is left alone.
 */
export const listRule: UnitRule = ({ unit, unitIndex, analysis, properWords }) => {
  const written = unit.heading?.trim();
  if (!written || written === analysis.title || pointingWord.test(written)) return [];
  // "Once more: Axioms of Probability" announces the list after its lead-in.
  const afterLeadIn = written.replace(/^[^:]{1,20}:\s+/, '');
  const heading =
    afterLeadIn !== written && listHeading.test(afterLeadIn) ? titleWords(afterLeadIn, properWords) : written;
  const list = listPoints(unit, unitIndex, analysis, formulaLists.test(heading));
  if (!list) return [];
  const { points, top, nested } = list;
  const answer = points.join('; ');
  if (countWords(answer) > 70) return [];
  let question: string | null = null;
  // A question title answered by labels whose sub-points say what they mean ("Who can vote?" →
  // "Closed; Open; …") asks for the sub-points, which a list of labels leaves out.
  if (/\?$/.test(heading) && questionHeading.test(heading) && !/!/.test(heading) && !nested)
    // "How to improve power?" reads as a note; a card asks "How can you improve power?".
    question = heading.replace(/^how to\s/i, 'How can you ');
  else if (listHeading.test(heading) && !/[?!:]/.test(heading))
    question = `What are the ${heading.charAt(0).toLowerCase()}${withArticles(heading.slice(1), analysis)}?`;
  if (!question) return [];
  return [
    {
      rule: 'list',
      question,
      answer,
      answerKind: 'definition',
      flashcardOnly: true,
      concept: heading.toLowerCase(),
      // The source quoted with the card is the list's first point (a short one is not among the sentences).
      sentence: {
        text: top[0]!.text,
        kind: 'bullet',
        centrality: unit.sentences[0]?.centrality ?? 0,
        statement: false,
        selfContained: true,
        concepts: [],
        tokens: [],
      },
      unitIndex,
      score: 0.75,
    },
  ];
};

/**
 * The question a sentence that leads into a list asks, from its subject and verb: "An individual
 * Developer may" → "What may an individual Developer do?", "Together, the Developers may:" →
 * "What may the Developers do together?", "Common symptoms include:" → "What do common symptoms
 * include?", "The four necessary conditions for deadlock are:" → "What are the four necessary
 * conditions for deadlock?". Null for any other lead-in.
 */
function leadInQuestion(tokens: Token[], properWords: Set<string>): string | null {
  let words = tokens.filter((t) => t.text !== ':');
  const together = /^together$/i.test(words[0]?.text ?? '') && words[1]?.text === ',';
  if (together) words = words.slice(2);
  const verb = words.at(-1);
  const consists = /^of$/i.test(verb?.text ?? '') && /^consists?$/i.test(words.at(-2)?.text ?? '');
  const subjectTokens = words.slice(0, consists ? -2 : -1);
  // ("the four necessary conditions for deadlock": a noun phrase may go on with "for", "in" or "of".)
  const nominalPart = subjectTokens.filter((t, i) => i === 0 || !/^(for|in|of|on|to)$/i.test(t.text));
  if (!verb || !nounPhrase(nominalPart, 9) || subjectTokens.some((t) => pointingWord.test(t.text))) return null;
  const subject = midSentence(subjectTokens, properWords);
  // The head noun stands before any "for"/"of": "conditions" in "… conditions for deadlock".
  const preposition = subjectTokens.findIndex((t, i) => i > 0 && t.pos === 'ADP');
  const head = subjectTokens[(preposition > 0 ? preposition : subjectTokens.length) - 1]!;
  const plural = /s$/i.test(head.text) && head.pos === 'NOUN';
  const does = plural ? 'do' : 'does';
  const v = verb.text.toLowerCase();
  if (/^(may|can|must|should|shall)$/.test(v)) return `What ${v} ${subject} do${together ? ' together' : ''}?`;
  if (together) return null;
  if (/^(include|includes)$/.test(v)) return `What ${does} ${subject} include?`;
  if (consists) return `What ${does} ${subject} consist of?`;
  if (v === 'are' && plural) return `What are ${subject}?`;
  return null;
}

/** A list's count in words, from two: its index plus two. */
const counts = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/**
 * A lead-in that counts its list, with its verb: "Three commands control the permissions
 * associated with a file" → "Which three commands control the permissions associated with a
 * file?", when the list has as many points as it says. Null for any other.
 */
function countedLeadIn(tokens: Token[], points: number): string | null {
  const words = tokens.filter((t) => t.text !== ':');
  const count = words[0]?.text ?? '';
  if (counts.indexOf(count.toLowerCase()) + 2 !== points) return null;
  const verbAt = words.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (
    verbAt < 2 ||
    !nounPhrase(
      words.slice(1, verbAt).filter((t) => !/^(of|for)$/i.test(t.text)),
      6,
    )
  )
    return null;
  if (words.some((t) => pointingWord.test(t.text) || /^(following|these|below)$/i.test(t.text))) return null;
  return `Which ${joinTokens(words).replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`;
}

/**
 * A list a sentence leads into, in a section of prose: "An individual Developer may" over four
 * numbered points → "What may an individual Developer do?" with the points as the answer (held-out
 * round 34: the Debian Constitution's powers, one list a section, got no card). The points are
 * the top-level items that follow (notes between them left out), two to eight, each short and
 * standing on its own.
 */
export const leadInListRule: UnitRule = ({ unit, unitIndex, properWords }) => {
  const out = [];
  const { lines } = unit;
  const point0 = (l: UnitLine) => l.kind === 'bullet' && !l.level;
  // Whether a point comes anywhere after each line: a note between two points is skipped, one
  // after the last point ends the list (computed once, so a long unit costs one pass).
  const pointAfter: boolean[] = [];
  for (let i = lines.length - 1, seen = false; i >= 0; i -= 1) {
    pointAfter[i] = seen;
    seen ||= point0(lines[i]!);
  }
  for (const [at, line] of lines.entries()) {
    if (line.kind !== 'paragraph' || !/(:|\s(may|can|must|should|shall|include|includes|of|are))$/i.test(line.text))
      continue;
    const items: UnitLine[] = [];
    for (let i = at + 1; i < lines.length && items.length <= 8; i += 1) {
      const next = lines[i]!;
      if (point0(next)) items.push(next);
      else if (next.kind === 'paragraph' && (items.length === 0 || !pointAfter[i])) break;
    }
    // A list a text writes as lines ending in ";" ("chown user file changes the owner of the
    // file;" … "chmod rights file changes the permissions for the file."): the slides of held-out
    // round 59 keep no bullet marks. Its last line ends in a full stop.
    if (!items.length && line.text.endsWith(':')) {
      for (let i = at + 1; i < lines.length && items.length <= 8; i += 1) {
        const next = lines[i]!;
        if (next.kind !== 'paragraph' && next.kind !== 'bullet') break;
        items.push(next);
        if (!next.text.endsWith(';')) break;
      }
      if (items.length < 2 || !/[.;]$/.test(items.at(-1)!.text)) continue;
    }
    if (items.length < 2 || items.length > 8) continue;
    const points = items.map((item) => point(item.text));
    if (points.some((p) => p === null)) continue;
    // Commands and the like are written as they are typed: "chown user file …", not "Chown".
    const typed = /\b(commands|programs|tools|utilities|functions|options|modules|methods|keywords|operators)\b/i.test(
      line.text,
    );
    const answer = (points as string[]).map((p) => (typed ? p : capitalize(p))).join('; ');
    if (countWords(answer) > 70) continue;
    const sentence = unit.sentences.find((s) => s.text.replace(/:$/, '') === line.text.replace(/:$/, ''));
    if (!sentence) continue;
    const question = leadInQuestion(sentence.tokens, properWords) ?? countedLeadIn(sentence.tokens, items.length);
    if (!question) continue;
    out.push({
      rule: 'list' as const,
      question,
      answer,
      answerKind: 'definition' as const,
      flashcardOnly: true,
      concept: joinTokens(sentence.tokens).toLowerCase().slice(0, 60),
      sentence,
      unitIndex,
      score: 0.75 * (0.6 + 0.4 * sentence.centrality),
    });
  }
  return out;
};
