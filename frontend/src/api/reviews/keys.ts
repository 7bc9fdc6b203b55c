/** The study loop's queries (shared/api/reviews.ts). */
export const reviewKeys = {
  all: ['reviews'] as const,
  due: ['reviews', 'due'] as const,
  summary: ['reviews', 'summary'] as const,
  set: (setId: string) => ['reviews', 'set', setId] as const,
};
