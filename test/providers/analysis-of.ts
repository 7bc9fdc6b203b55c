import type { AnalyzedUnit, DocumentAnalysis } from '../../functions/src/domain/analysis/types';
import type { DocumentUnit } from '../../functions/src/domain/document';

/**
 * A DocumentAnalysis built by hand for provider tests: sentences split at full stops, each unit's
 * concepts as given (most salient first), and the document's concepts in order of first mention.
 */
export function analysisOf(
  units: DocumentUnit[],
  options: { title?: string; concepts?: string[][]; headings?: (string | null)[] } = {},
): DocumentAnalysis {
  const analyzed: AnalyzedUnit[] = units.map((unit, i) => {
    const concepts = options.concepts?.[i] ?? [];
    return {
      unit,
      heading: options.headings?.[i] ?? unit.heading ?? null,
      concepts,
      lines: unit.text.split('\n').map((text) => ({ text, kind: 'paragraph' as const })),
      sentences: unit.text
        .split(/(?<=[.!?])\s+/)
        .filter(Boolean)
        .map((text) => ({
          text,
          kind: 'sentence' as const,
          centrality: 0.5,
          statement: true,
          selfContained: !/^(this|it|they)\b/i.test(text),
          concepts: concepts.filter((c) => text.toLowerCase().includes(c.toLowerCase())).map((c) => c.toLowerCase()),
          tokens: [],
        })),
    };
  });
  const seen = new Map<string, string>();
  for (const concept of analyzed.flatMap((u) => u.concepts))
    if (!seen.has(concept.toLowerCase())) seen.set(concept.toLowerCase(), concept);
  return {
    title: options.title ?? null,
    units: analyzed,
    concepts: [...seen].map(([key, text], i) => ({
      text,
      key,
      salience: 1 - i / (seen.size + 1),
      units: analyzed.filter((u) => u.concepts.some((c) => c.toLowerCase() === key)).length,
      inHeading: analyzed.some((u) => u.heading?.toLowerCase().includes(key)),
    })),
  };
}

/** Six short biology pages, two sentences each, with headings and key concepts. */
export const biologyPages = [
  'Photosynthesis converts light energy into chemical energy inside chloroplasts. Chlorophyll absorbs mostly red and blue wavelengths of sunlight.',
  'Mitochondria release energy from glucose during aerobic respiration. Their inner membrane folds into cristae that hold the electron transport chain.',
  'Enzymes lower the activation energy of biological reactions considerably. High temperature can denature an enzyme and destroy its active site.',
  'Glycolysis splits one glucose molecule into two pyruvate molecules. This anaerobic stage happens in the cytoplasm of every living cell.',
  'The Calvin cycle fixes atmospheric carbon dioxide into sugars. Rubisco is the enzyme that captures carbon during that fixation step.',
  'Fermentation lets yeast produce ethanol when oxygen runs short. Muscle cells make lactic acid instead during intense sprinting exercise.',
];
export const biologyUnits: DocumentUnit[] = biologyPages.map((text, i) => ({
  label: `Page ${i + 1}`,
  page: i + 1,
  text,
}));
export const biologyAnalysis = analysisOf(biologyUnits, {
  title: 'Cell energy',
  headings: ['Photosynthesis', 'Mitochondria', 'Enzymes', 'Glycolysis', 'The Calvin cycle', 'Fermentation'],
  concepts: [
    ['photosynthesis', 'chlorophyll'],
    ['mitochondria', 'aerobic respiration'],
    ['enzymes', 'activation energy'],
    ['glycolysis', 'pyruvate'],
    ['Calvin cycle', 'Rubisco'],
    ['fermentation', 'lactic acid'],
  ],
});
