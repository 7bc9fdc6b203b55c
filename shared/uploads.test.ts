import { describe, expect, it } from 'vitest';
import { cleanFileName, fileTooLargeMessage, sizeLimitBytes, uploadKind } from './uploads';

describe('upload limits (spec §5, §8, §9)', () => {
  it('limits audio to 25 MB, documents to 15 MB and anything else to 10 MB', () => {
    expect(sizeLimitBytes(uploadKind('lecture.MP3'))).toBe(25 * 1024 * 1024);
    expect(sizeLimitBytes(uploadKind('notes.pptx'))).toBe(15 * 1024 * 1024);
    expect(sizeLimitBytes(uploadKind('photo.png'))).toBe(10 * 1024 * 1024);
  });

  it("words the size error as 'File size (X.XMB) exceeds the {limit}MB limit'", () => {
    expect(fileTooLargeMessage(16.26 * 1024 * 1024, 'document')).toBe('File size (16.3MB) exceeds the 15MB limit');
    expect(fileTooLargeMessage(30 * 1024 * 1024, 'audio')).toBe('File size (30.0MB) exceeds the 25MB limit');
  });
});

describe('cleanFileName', () => {
  it('removes NUL and other control characters, and turns newlines and tabs into a space', () => {
    expect(cleanFileName('notes\u0000.txt')).toBe('notes.txt');
    expect(cleanFileName('week 1\r\nnotes\t.pdf\n')).toBe('week 1 notes .pdf');
    expect(cleanFileName('a\u007f\u0085b\u001b[31m.docx')).toBe('ab[31m.docx');
  });

  it('removes bidi overrides, embeddings, isolates and marks, so the extension reads as it is', () => {
    expect(cleanFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    const everyBidiControl = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(cleanFileName(`${everyBidiControl}lecture${everyBidiControl}.pdf`)).toBe('lecture.pdf');
  });

  it('keeps every other character, including joiners that some scripts and emoji need', () => {
    for (const name of ['Lecture 5 – Enzymes.ppt', 'مقدمة.pdf', 'می\u200Cخواهم.docx', '👩\u200D🔬 lab.txt', '.txt']) {
      expect(cleanFileName(name)).toBe(name);
    }
  });

  it('leaves nothing of a name made only of control characters', () => {
    expect(cleanFileName('\u0000\n\u202E')).toBe('');
  });
});
