import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { extractPpt } from './ppt';

/** One record of the PowerPoint binary format: version/instance, type, length, body. */
function record(type: number, body: Buffer, container = false): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt16LE(container ? 0x000f : 0, 0);
  head.writeUInt16LE(type, 2);
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const slidePersist = () => record(0x03f3, Buffer.alloc(20));
const textHeader = (textType: number) => record(0x0f9f, uint32(textType));
const chars = (text: string) => record(0x0fa0, Buffer.from(text, 'utf16le'));
const bytes = (text: string) => record(0x0fa8, Buffer.from(text, 'latin1'));

/** A .ppt whose slide list holds the given records: a compound file with a "PowerPoint Document" stream. */
function pptOf(records: Buffer[]): Uint8Array {
  const stream = record(0x0ff0, Buffer.concat(records), true);
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, 'PowerPoint Document', stream);
  return new Uint8Array(CFB.write(file, { type: 'buffer' }) as Buffer);
}

describe('extractPpt', () => {
  it('takes the text marked as the slide title as heading, else the first line', () => {
    const ppt = pptOf([
      slidePersist(),
      textHeader(1),
      chars('Light energy becomes chemical energy.\rChloroplasts do it.'),
      textHeader(0),
      chars('Photosynthesis'),
      slidePersist(),
      textHeader(1),
      bytes('Enzymes\rThey speed up reactions.'),
    ]);

    expect(extractPpt(ppt)).toEqual({
      title: 'Photosynthesis',
      units: [
        {
          label: 'Slide 1',
          slide: 1,
          heading: 'Photosynthesis',
          text: 'Light energy becomes chemical energy.\nChloroplasts do it.',
        },
        { label: 'Slide 2', slide: 2, heading: 'Enzymes', text: 'They speed up reactions.' },
      ],
    });
  });
});
