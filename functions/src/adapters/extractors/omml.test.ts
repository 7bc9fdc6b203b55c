import { describe, expect, it } from 'vitest';
import { mathText } from './omml';

const r = (text: string) => `<m:r><m:rPr><m:sty m:val="p"/></m:rPr><m:t>${text}</m:t></m:r>`;
const math = (body: string) =>
  `<m:oMath xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math">${body}</m:oMath>`;

describe('mathText', () => {
  it.each([
    [
      'a delimiter and a superscript ("PAC" when only the runs are read)',
      math(
        `${r('𝑃')}<m:d><m:dPr><m:ctrlPr/></m:dPr><m:e><m:sSup><m:sSupPr/><m:e>${r('𝐴')}</m:e><m:sup>${r('𝐶')}</m:sup></m:sSup></m:e></m:d>${r('=1−')}${r('𝑃')}${r('(')}${r('𝐴')}${r(')')}`,
      ),
      'P(A^C)=1−P(A)',
    ],
    [
      'an n-ary operator with limits, and a subscript',
      math(
        `<m:nary><m:naryPr><m:chr m:val="⋃"/></m:naryPr><m:sub>${r('𝑖')}${r('=1')}</m:sub><m:sup>${r('∞')}</m:sup><m:e><m:sSub><m:e>${r('𝐴')}</m:e><m:sub>${r('𝑖')}</m:sub></m:sSub></m:e></m:nary>`,
      ),
      '⋃_(i=1)^∞ A_i',
    ],
    [
      'a fraction, square brackets and a root',
      math(
        `<m:f><m:num>${r('a+b')}</m:num><m:den>${r('2')}</m:den></m:f>${r('≤')}<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr><m:e><m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${r('ab')}</m:e></m:rad></m:e></m:d>`,
      ),
      '(a+b)/2≤[√(ab)]',
    ],
    ['an escaped character', math(`${r('A &lt; B &amp; C')}`), 'A < B & C'],
  ])('writes %s as a line of text', (_name, xml, text) => {
    expect(mathText(xml)).toBe(text);
  });
});
