/**
 * Office Math (OMML, the `<m:oMath>` of PowerPoint and Word equations) as one line of plain text:
 * "P(A^C) = 1 − P(A)", "⋃_(i=1)^∞ A_i", "(a+b)/2". Reading only its text runs loses the structure
 * ("PAC=1−P(A)"): brackets drawn by a delimiter, superscripts and fractions are elements, not
 * characters. Students and language models read the linear form, as in a calculator or LaTeX.
 */
import { decodeXmlText } from './xml';

interface MathNode {
  name: string;
  attributes: Record<string, string>;
  children: MathNode[];
  text: string;
}

/** Equations use mathematical italic letters (𝐴, 𝑃); students type and search plain ones. */
export const plainMathLetters = (text: string) =>
  text.replace(/[\u{1D400}-\u{1D7FF}]/gu, (char) => char.normalize('NFKC'));

/** A tree of the elements of one equation's XML (already checked for depth by the extractor). */
function parse(xml: string): MathNode {
  const root: MathNode = { name: '', attributes: {}, children: [], text: '' };
  const stack = [root];
  for (const [, closing, name, attributes, selfClosing, text] of xml.matchAll(
    /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g,
  )) {
    const parent = stack.at(-1)!;
    if (text !== undefined) {
      parent.text += decodeXmlText(text);
      continue;
    }
    if (closing) {
      if (stack.length > 1 && stack.at(-1)!.name === name) stack.pop();
      continue;
    }
    const node: MathNode = { name: name!, attributes: {}, children: [], text: '' };
    for (const [, key, value] of attributes!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      node.attributes[key!] = decodeXmlText(value ?? '');
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root;
}

const child = (node: MathNode, name: string) => node.children.find((c) => c.name === name);
/** A property such as `<m:dPr><m:begChr m:val="["/></m:dPr>`. */
const property = (node: MathNode, properties: string, name: string) =>
  child(child(node, properties) ?? node, name)?.attributes['m:val'];

/** A single symbol stands alone after ^ or _; anything longer is bracketed. */
const grouped = (text: string) => ([...text].length <= 1 ? text : `(${text})`);

function render(node: MathNode): string {
  const part = (name: string) => {
    const found = child(node, name);
    return found ? render(found) : '';
  };
  switch (node.name) {
    case 'm:t':
      return node.text;
    case 'm:d': {
      const open = property(node, 'm:dPr', 'm:begChr') ?? '(';
      const close = property(node, 'm:dPr', 'm:endChr') ?? ')';
      const separator = property(node, 'm:dPr', 'm:sepChr') ?? '|';
      const items = node.children.filter((c) => c.name === 'm:e').map(render);
      return `${open}${items.join(separator)}${close}`;
    }
    case 'm:sSup':
      return `${part('m:e')}^${grouped(part('m:sup'))}`;
    case 'm:sSub':
      return `${part('m:e')}_${grouped(part('m:sub'))}`;
    case 'm:sSubSup':
      return `${part('m:e')}_${grouped(part('m:sub'))}^${grouped(part('m:sup'))}`;
    case 'm:sPre':
      return `_${grouped(part('m:sub'))}^${grouped(part('m:sup'))}${part('m:e')}`;
    case 'm:f':
      return `${grouped(part('m:num'))}/${grouped(part('m:den'))}`;
    case 'm:rad': {
      const degree = part('m:deg');
      return `${degree ? `${degree}` : ''}√${grouped(part('m:e'))}`;
    }
    case 'm:nary': {
      const operator = property(node, 'm:naryPr', 'm:chr') ?? '∫';
      const lower = part('m:sub');
      const upper = part('m:sup');
      return `${operator}${lower ? `_${grouped(lower)}` : ''}${upper ? `^${grouped(upper)}` : ''} ${part('m:e')}`;
    }
    default:
      // Properties (…Pr) say how to draw, not what is written.
      if (/Pr$/.test(node.name)) return '';
      return node.children.map(render).join('');
  }
}

/** One equation (`<m:oMath>…</m:oMath>` or a paragraph of them) as a line of text. */
export function mathText(xml: string): string {
  return plainMathLetters(render(parse(xml)))
    .replace(/\s+/g, ' ')
    .trim();
}
