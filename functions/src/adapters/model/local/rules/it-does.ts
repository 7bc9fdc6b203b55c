import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  namedSubject,
  pointingWord,
  type Rule,
  standingBefore,
  statementCard,
  subjectConcept,
  withoutSubjectAside,
} from '../candidate';

/** Verbs that say nothing a student would learn about what a thing does. */
const emptyVerbs =
  /^(be|have|do|make|get|go|come|seem|become|let|say|want|need|like|see|take|give|know|think|look|mean|allow|help|try)$/;

/**
 * What a thing the text has just introduced does, said in the next sentence: "VarianceThreshold is
 * a simple baseline approach to feature selection. It removes all features whose variance doesn't
 * meet some threshold." → "What does VarianceThreshold do?" / "Removes all features whose variance
 * doesn't meet some threshold" (held-out round 17: a main idea no rule read, because its sentence
 * opens with "It"). The sentence before must say what the thing is ("X is …", "Xs are …") and
 * stand alone; "It" or "They" must agree with it in number, and open a verb in the present.
 */
export const itDoesRule: Rule = ({ sentence, previous, unitIndex, conceptRank, properWords }) => {
  if (sentence.kind !== 'sentence' && sentence.kind !== 'bullet') return [];
  const tokens = sentence.tokens;
  const pronoun = tokens[0]?.text;
  const verb = tokens[1];
  if (!/^(It|They)$/.test(pronoun ?? '') || !verb || verb.pos !== 'VERB') return [];
  const lemma = verb.lemma.toLowerCase();
  const singular = pronoun === 'It';
  if (singular ? !/s$/.test(verb.text) || lemma === verb.text.toLowerCase() : lemma !== verb.text.toLowerCase())
    return [];
  if (emptyVerbs.test(lemma)) return [];
  const rest = tokens.slice(1);
  // The answer ends with its clause: ", but the only parallel that is …" is another fact.
  const end = rest.findIndex(
    (t, i) =>
      /^[.;!?]$/.test(t.text) ||
      (t.text === ',' && /^(but|whereas|while|although|though|so|which)$/i.test(rest[i + 1]?.text ?? '')),
  );
  const does = end >= 0 ? rest.slice(0, end) : rest;
  const words = does.filter((t) => t.pos !== 'PUNCT').length;
  if (words < 5 || words > 25 || does.some((t) => pointingWord.test(t.text))) return [];
  // "It opens up interesting new possibilities of database design" (held-out round 15's
  // PostgreSQL tutorial): praise, not what it does.
  if (does.some((t) => /^(interesting|exciting|great|powerful|useful|important|nice|possibilities)$/i.test(t.text)))
    return [];
  const before = standingBefore(previous);
  if (!before) return [];
  const introduced = withoutSubjectAside(before.tokens);
  const be = introduced.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (be < 1 || !/^(is|are)$/i.test(introduced[be]!.text) || (introduced[be]!.text.toLowerCase() === 'is') !== singular)
    return [];
  // "Lines of constant Latitude are called Parallels. They trace …": "They" are the Parallels, the
  // name the sentence gave, not its subject.
  if (/^(called|named|termed|known|referred|also)$/i.test(introduced[be + 1]?.text ?? '')) return [];
  // "The rsyslogd daemon is responsible for collecting … It obeys the /etc/rsyslog.conf
  // configuration file." (held-out round 60): the sentence before says what it does; this is a detail.
  if (/^responsible$/i.test(introduced[be + 1]?.text ?? '')) return [];
  const subject = introduced.slice(0, be);
  const key = subjectConcept(subject);
  if (!key) return [];
  if ((conceptRank.get(key) ?? 999) >= 60 && !namedSubject(subject, properWords) && subject.at(-1)!.pos !== 'PROPN')
    return [];
  // "It consists of Viti Levu, Vanua Levu and …" (held-out round 45, both raters UNGR as "What
  // does Fiji do?" → "Consists of …"): what a thing is made of is asked so, its parts the answer.
  const parts = /^(consist|comprise|contain|include)$/.test(lemma);
  if (/^(lie|border|belong|remain|exist|span|cover|stand|sit)$/.test(lemma)) return [];
  const partsFrom = lemma === 'consist' && /^of$/i.test(does[1]?.text ?? '') ? 2 : 1;
  const answer = completeAnswer(joinTokens(parts ? does.slice(partsFrom) : does), 30);
  if (!answer) return [];
  const auxiliary = singular ? 'does' : 'do';
  const named = midSentence(subject, properWords);
  return [
    statementCard(
      'verb-object',
      {
        question: parts
          ? `What ${auxiliary} ${named} ${lemma}${partsFrom === 2 ? ' of' : ''}?`
          : `What ${auxiliary} ${named} do?`,
        answer: capitalize(answer),
        concept: key,
      },
      { sentence, unitIndex },
      0.8 * (0.6 + 0.4 * Math.max(sentence.centrality, before.centrality)),
    ),
  ];
};
