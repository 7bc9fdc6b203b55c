import { describe, expect, it } from 'vitest';
import { xmlDepthExceeds } from './xml';

const bytes = (xml: string) => new TextEncoder().encode(xml);

describe('xmlDepthExceeds', () => {
  it('counts how deeply elements nest', () => {
    const xml = '<?xml version="1.0"?><a><b><c/><c>text</c></b><b/></a>';

    expect(xmlDepthExceeds(bytes(xml), 3)).toBe(false);
    expect(xmlDepthExceeds(bytes(xml), 2)).toBe(true);
  });

  it('does not count comments, CDATA, declarations, or markup characters in attribute values', () => {
    const xml =
      '<!DOCTYPE a><a title="x > y" note=\'<b>\'><!-- <b><b><b> --><![CDATA[<b><b><b>]]><?pi <b><b>?><b/></a>';

    expect(xmlDepthExceeds(bytes(xml), 2)).toBe(false);
  });

  it('gives up as soon as the limit is passed, even on a document that never closes', () => {
    const xml = `<w:document>${'<w:sdt><w:sdtContent>'.repeat(200_000)}`;
    const started = Date.now();

    expect(xmlDepthExceeds(bytes(xml), 512)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads real Office XML with non-ASCII text', () => {
    const xml = '<w:p><w:r><w:t xml:space="preserve">Brønsted–Lowry → acids</w:t></w:r></w:p>';

    expect(xmlDepthExceeds(bytes(xml), 3)).toBe(false);
  });
});
