/**
 * An answer that lists points ("Voter apathy; Very long; Very expensive"), as the generator writes
 * a slide's or section's list: its points, to show one a line; null for any other answer. Three
 * points at least, each a short phrase (a definition with a semicolon in it stays one answer).
 */
export function answerParts(answer: string): string[] | null {
  const parts = answer.split(/;\s+/).map((part) => part.trim());
  if (parts.length < 3) return null;
  const short = parts.every((part) => part && part.split(/\s+/).length <= 14 && !/[.!?]$/.test(part));
  return short ? parts : null;
}
