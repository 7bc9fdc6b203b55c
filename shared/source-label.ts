const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether an item's source label names its answer: "Body Waves" over "What are seismic waves that
 * travel through Earth's interior called?" (answer "Body waves"), "Citlalcolotl" over a blank whose
 * answer is Citlalcolotl (held-out round 31, both raters). A heading often is the term its section
 * defines, so a question face that shows the label shows the answer. Only a term or a name can be
 * read off a label this way: an answer of at most five words, with letters in it, found whole in
 * the label (a plural "s" aside, and without its article).
 */
export function labelNamesAnswer(label: string, answer: string): boolean {
  const term = words(answer).replace(/^(a|an|the) /, '');
  if (!/\p{L}{3}/u.test(term) || term.split(' ').length > 5) return false;
  const pattern = term.replace(/s$/, '').replace(/ /g, ' +');
  return new RegExp(`(^| )${pattern}s?( |$)`, 'u').test(words(label));
}
