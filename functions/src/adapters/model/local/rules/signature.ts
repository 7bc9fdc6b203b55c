import { tagSentences } from '../../../../domain/analysis/nlp';
import type { AnalyzedSentence } from '../../../../domain/analysis';
import { completeAnswer, pointingWord, statementCard, type Candidate, type UnitRule } from '../candidate';

/** "list.append(x)", "dict.get(key[, default])", "tapply(x, f, mean)": a call as reference pages list them. */
const signature = /^[A-Za-z_][\w.]*\([^\s()]*(?:[ ,=*[\]\w.'"-]*|\([^()]*\))*\)$/;

/**
 * A function or method as a reference page lists it, its signature on a line and what it does
 * under it: "list.append(x)" / "Add an item to the end of the list. Equivalent to a[len(a):] =
 * [x]." → "What does list.append(x) do?" / "Add an item to the end of the list". The description
 * must start with what the call does ("Add", "Return", "Removes"), not a remark about it.
 */
export const signatureRule: UnitRule = ({ unit, unitIndex }) => {
  const out: Candidate[] = [];
  unit.lines.forEach((line, i) => {
    const call = line.text.trim();
    const next = unit.lines[i + 1]?.text.trim();
    if (!next || call.length > 60 || !signature.test(call)) return;
    // "Seq('GATGGGCC')" (held-out round 21, an interpreter's output in a tutorial): a call on a
    // value, not a signature; its parameters are names.
    if (/\(\s*['"\d-]/.test(call)) return;
    // "HTTP(S)" (held-out round 23): a name with a letter in brackets, not a call; parameters
    // are written in lower case ("list.append(x)", "tapply(x, f, mean)").
    const parameters = call.slice(call.indexOf('(') + 1, -1);
    if (parameters && !/\p{Ll}/u.test(parameters)) return;
    const first = tagSentences(next)[0];
    const verb = first?.tokens[0];
    if (!first || !verb || !/^\p{Lu}\p{Ll}+$/u.test(verb.text)) return;
    // "Add …", "Returns …": the tagger may call a capitalised order a noun or a name.
    if (!/^(VERB|NOUN|PROPN)$/.test(verb.pos) || !/^(DET|ADJ|NOUN|ADP|NUM|PRON)$/.test(first.tokens[1]?.pos ?? ''))
      return;
    if (verb.lemma.toLowerCase() !== verb.text.toLowerCase().replace(/s$/, '') && verb.pos !== 'VERB') return;
    // "Note that …", "See …": a remark to the reader, not what the call does.
    if (/^(note|notice|see|remember|recall|consider|compare)$/i.test(verb.text)) return;
    // "(the arguments can be used for sort customization, see sorted …)": an aside, not what it does.
    const text = first.text
      .replace(/\s*\([^()]*\)/g, '')
      .replace(/[.:]$/, '')
      .trim();
    if (pointingWord.test(text.split(/\s+/).slice(0, 3).join(' '))) return;
    const answer = completeAnswer(text, 30);
    if (!answer) return;
    // "formula(object)" → "Extract the model formula", "print(object)" → "Print a concise version
    // of the object" (held-out round 63, both raters TRIV; "list.insert(i, x)" → "Insert an item at
    // a given position", rounds 1-2, TRIV): a short answer that says the call's name again. (A
    // longer one says more: "Remove the first item from the list whose value is equal to x …".)
    const name = call.slice(0, call.indexOf('(')).split('.').at(-1)!.toLowerCase();
    const words = answer.toLowerCase().split(/[^\p{L}\d_]+/u);
    if (name.length >= 3 && words.length <= 10 && words.some((w) => w === name || w === `${name}s`)) return;
    const quoted: AnalyzedSentence = unit.sentences.find((s) => s.text.startsWith(first.text.slice(0, 40))) ?? {
      text: first.text,
      kind: 'sentence',
      centrality: 0.5,
      statement: true,
      selfContained: true,
      concepts: [],
      tokens: first.tokens,
    };
    out.push(
      statementCard(
        'signature',
        { question: `What does ${call} do?`, answer, concept: call.toLowerCase() },
        { sentence: quoted, unitIndex },
        0.8,
      ),
    );
  });
  return out;
};
