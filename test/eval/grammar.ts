import { isCloze, questionBody } from './items';
import { canBeVerb, isNounish, tag, type Term } from './pos';
import {
  auxiliaries,
  conjunctions,
  connectives,
  danglingEnds,
  doSupport,
  pluralQuantifiers,
  subjectPronouns,
  whWords,
} from './words';

/**
 * UNGR: a question that is not grammatical English, found with compromise's tags and a few
 * rules a reader applies without thinking. Returns why, or null. Cloze sentences are the
 * document's own words, so only their ends are checked (a cut end is TRUNC's business anyway).
 * It catches what is obviously broken; "What does Intensity value?" (a noun read as a verb)
 * still gets through, which is why rated sheets, not this, give the figure that counts.
 */
export function ungrammatical(question: string): string | null {
  const body = questionBody(question);
  if (isCloze(body)) return null;
  // Tagged in lower case: generators paste capitalised sentence openings mid-question ("What
  // does Seismic wave?"), and compromise would read those as names.
  const terms = tag(body.toLowerCase());
  if (terms.length === 0) return 'empty question';
  const last = terms.at(-1)!;
  // "What does it depend on?" strands a preposition after its verb, as English does; "What is
  // the role of?" leaves one after a noun, its object missing.
  const stranded =
    whWords.has(terms[0]!.normal) && /^(on|upon|of|from|by|into|for|with|to|in|at|about)$/.test(last.normal);
  const afterVerb = terms.at(-2)?.tags.has('Verb') === true && !auxiliaries.has(terms.at(-2)!.normal);
  if (danglingEnds.has(last.normal) && !(stranded && afterVerb)) return `ends mid-phrase on "${last.text}"`;

  const fragment =
    /\b(means:?|term for|meant by)\s+["“]?(when|if|because|while|although|though|whereas|since|and|or|but|of|to)\b/i.exec(
      body,
    );
  if (fragment) return `defines a term by a fragment ("${fragment[0]}")`;

  const first = terms[0]!.normal;
  const isWh = whWords.has(first);
  const isYesNo = auxiliaries.has(first);
  if (!isWh && !isYesNo) return null; // an instruction ("Define …") or a statement: no rule here

  if (!terms.some((t) => t.tags.has('Verb') || auxiliaries.has(t.normal))) return 'a question without a verb';
  if (isWh && (whWords.has(last.normal) || subjectPronouns.has(last.normal)))
    return `ends on "${last.text}", a word that cannot close a question`;

  const splice = commaSplice(terms);
  if (splice) return splice;

  // The auxiliary of a wh-question comes right after the wh-word, or after "which/what + noun".
  const auxAt = terms.findIndex((t, i) => i > 0 && i <= 3 && auxiliaries.has(t.normal));
  if (auxAt < 0) return null;
  const aux = terms[auxAt]!.normal;
  const rest = terms.slice(auxAt + 1);
  const next = rest[0];
  if (!next) return `nothing after "${terms[auxAt]!.text}"`;

  if (conjunctions.has(next.normal) || connectives.has(next.normal))
    return `"${terms[auxAt]!.text}" followed by "${next.text}", which cannot start its subject`;
  const agreement = brokenAgreement(aux, rest);
  if (agreement) return agreement;
  if (doSupport.has(aux)) return missingMainVerb(terms[auxAt]!.text, rest);
  return null;
}

/** "Who saw it, we have higher faculties?": a second clause glued on with a comma. */
function commaSplice(terms: Term[]): string | null {
  for (let i = 1; i < terms.length - 1; i += 1) {
    if (terms[i - 1]!.post !== ',' || !subjectPronouns.has(terms[i]!.normal)) continue;
    const verb = terms.slice(i + 1, i + 3).find((t) => t.tags.has('Verb'));
    if (verb) return `a second clause after a comma ("${terms[i]!.text} ${verb.text}")`;
  }
  return null;
}

/** "does several condition", "do a cell": the auxiliary and its subject disagree in number. */
function brokenAgreement(aux: string, rest: Term[]): string | null {
  const head = rest[0]!;
  const singularAux = ['does', 'is', 'was', 'has'].includes(aux);
  const pluralAux = ['do', 'are', 'were', 'have'].includes(aux);
  if (pluralQuantifiers.has(head.normal)) {
    if (singularAux) return `"${aux}" with the plural "${head.text} …"`;
    const noun = rest.slice(1).find((t) => t.tags.has('Noun'));
    if (noun && !noun.tags.has('Plural') && !noun.tags.has('Uncountable'))
      return `"${head.text} ${noun.text}": a plural quantifier with a singular noun`;
  }
  if (pluralAux && ['a', 'an', 'each', 'every'].includes(head.normal)) return `"${aux}" with "${head.text} …"`;
  return null;
}

/**
 * After do/does/did a subject and then a bare verb must follow: "What does the index measure?".
 * "What does animal cell?" has no word that can be a verb; "What does organic base?" has one
 * ("base") but nothing before it that can be a subject.
 */
function missingMainVerb(auxText: string, rest: Term[]): string | null {
  for (let i = 1; i < rest.length; i += 1) {
    if (!isBareVerb(rest[i]!.normal)) continue;
    const subject = rest.slice(0, i);
    if (subject.some((t) => isNounish(t) || t.tags.has('Determiner') || t.tags.has('Gerund'))) return null;
  }
  const subject = rest.map((t) => t.text).join(' ');
  return `"${auxText} ${subject}" has no main verb after its subject`;
}

/** A base-form verb: "bear" and "bring" are, "bearing" (after "does") is not. */
function isBareVerb(word: string): boolean {
  const participle = /^(.{3,}?)(ing|ed)$/.exec(word);
  if (participle && (canBeVerb(participle[1]!) || canBeVerb(`${participle[1]}e`))) return false;
  return canBeVerb(word);
}
