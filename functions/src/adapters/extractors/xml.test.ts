import { describe, expect, it, vi } from 'vitest';
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
    const input = bytes(xml);
    // Each tag is found with one indexOf: stopping at the limit reads about 512 tags of 400,001.
    const lookups = vi.spyOn(Uint8Array.prototype, 'indexOf');

    expect(xmlDepthExceeds(input, 512)).toBe(true);
    expect(lookups.mock.calls.length).toBeLessThan(1_000);
    lookups.mockRestore();
  });

  it('reads real Office XML with non-ASCII text', () => {
    const xml = '<w:p><w:r><w:t xml:space="preserve">Brønsted–Lowry → acids</w:t></w:r></w:p>';

    expect(xmlDepthExceeds(bytes(xml), 3)).toBe(false);
  });
});
