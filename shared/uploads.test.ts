import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, sizeLimitBytes, uploadKind } from './uploads';

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
