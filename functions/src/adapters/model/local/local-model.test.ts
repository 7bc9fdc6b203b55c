import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../../../domain/analysis';
import type { DocumentUnit } from '../../../domain/document';
import { validateItems, type GeneratedFlashcard, type GeneratedQuestion } from '../../../domain/generation';
import { capitalize, completeAnswer, type Rule } from './candidate';
import { LocalModel } from './index';
import { datedEventRule } from './rules/dated-event';
import { definitionRule } from './rules/definition';
import { namedRule } from './rules/named';
import { whoWhenRule } from './rules/who-when';
import { whereRule } from './rules/where';
import { appositionRule } from './rules/apposition';
import { kindOfLeadIn } from './rules/term-line';
import { sameStem } from './names';

const model = new LocalModel();

async function flashcards(units: DocumentUnit[], maxItems = 20) {
  const result = await model.generate({
    contentType: 'flashcards',
    analysis: analyzeDocument({ title: null, units }),
    maxItems,
  });
  return result.items as GeneratedFlashcard[];
}
async function quiz(units: DocumentUnit[], maxItems = 20) {
  const result = validateItems(
    await model.generate({ contentType: 'quiz', analysis: analyzeDocument({ title: null, units }), maxItems }),
  );
  return result.items as GeneratedQuestion[];
}
const unit = (text: string, heading = 'Notes', extra: Partial<DocumentUnit> = {}): DocumentUnit => ({
  label: heading,
  heading,
  text,
  ...extra,
});

/** What one sentence rule asks of a text's first sentence, as [question, answer] pairs. */
function askedBy(rule: Rule, text: string, properWords: string[] = [], heading = 'Notes') {
  const analysis = analyzeDocument({ title: null, units: [unit(text, heading)] });
  return rule({
    sentence: analysis.units[0]!.sentences[0]!,
    previous: undefined,
    unit: analysis.units[0]!,
    unitIndex: 0,
    analysis,
    conceptRank: new Map(),
    names: new Map(),
    properWords: new Set(properWords),
  }).map((c) => [c.question, c.answer]);
}

describe('the local generator: one rule at a time', () => {
  it.each([
    [
      'a definition, asked as "What is X?"',
      'A Brønsted–Lowry acid is a substance that donates a hydrogen ion. Acids taste sour.',
      'What is a Brønsted–Lowry acid?',
      'A substance that donates a hydrogen ion',
    ],
    [
      'a quoted term being defined, asked without its quotation marks',
      '‘Causality’ is the idea that effects cannot precede cause, i.e. that the cause always comes first. Look up any thought experiment on causality.',
      'What is causality?',
      'The idea that effects cannot precede cause, i.e. that the cause always comes first',
    ],
    [
      'a definition cut before the clause joined on',
      'A seismometer is an instrument that detects seismic waves, and a seismogram is the record it makes.',
      'What is a seismometer?',
      'An instrument that detects seismic waves',
    ],
    [
      'a Term: definition line',
      'Pareto optimal: no player can be better off without another player being worse off',
      'What is meant by "Pareto optimal"?',
      'No player can be better off without another player being worse off',
    ],
    [
      'who did it, with the date kept',
      'In 1910, President William Howard Taft granted Haiti a large loan to lessen foreign influence.',
      'In 1910, who granted Haiti a large loan to lessen foreign influence?',
      'President William Howard Taft',
    ],
    [
      'a name given with "is called"',
      'Deformation that is reversible is called elastic deformation.',
      'What is deformation that is reversible called?',
      'Elastic deformation',
    ],
    [
      'a cause the sentence states',
      'Bands of earthquakes are wider along subduction zones because they take place throughout the subducting slab.',
      'Why are bands of earthquakes wider along subduction zones?',
      'Because they take place throughout the subducting slab',
    ],
    [
      'the subject asked for, the sentence keeping its own words',
      'The black rat was one of the most capable animal hosts for the plague-carrying fleas. The plague spread along trade routes. Fleas carried the plague.',
      'What was one of the most capable animal hosts for the plague-carrying fleas?',
      'The black rat',
    ],
    [
      'a cause given as a phrase ("because of")',
      'Party activists prefer caucuses because of the deliberative aspect.',
      'Why do party activists prefer caucuses?',
      'Because of the deliberative aspect',
    ],
    [
      'a cause of an event whose subject is named, the opening adverb left off',
      'Initially, the British had not shared the news of the Zimmermann Telegram with U.S. officials because they did not want the Germans to discover that British code breakers had cracked the German code.',
      'Why had the British not shared the news of the Zimmermann Telegram with U.S. officials?',
      'Because they did not want the Germans to discover that British code breakers had cracked the German code',
    ],
    [
      'a cause given first, before the clause it explains',
      'Because positive results are much easier to publish, science has a file drawer problem.',
      'Why does science have a file drawer problem?',
      'Because positive results are much easier to publish',
    ],
    [
      'a cause of a verb with no object',
      'Earthquakes occur because stress builds up along faults until the rocks rupture.',
      'Why do earthquakes occur?',
      'Because stress builds up along faults until the rocks rupture',
    ],
    [
      'what a sentence singles out by description ("the immediate cause of …")',
      'The immediate cause of the United States’ entry into World War I in April 1917 was the German announcement of unrestricted submarine warfare.',
      'What was the immediate cause of the United States’ entry into World War I in April 1917?',
      'The German announcement of unrestricted submarine warfare',
    ],
    [
      'what a sentence singles out, its frame kept',
      'For utilitarians, the only intrinsic value is happiness. Utilitarians judge actions by their consequences.',
      'For utilitarians, what is the only intrinsic value?',
      'Happiness',
    ],
    [
      'a downside of something, the clause after "that" as the answer',
      'An underappreciated downside of low power is that significant effects are exaggerated. Low power is common.',
      'What is an underappreciated downside of low power?',
      'Significant effects are exaggerated',
    ],
    [
      'what a sentence singles out, a name it shortens written in full',
      'The League of Nations was founded in 1920 to keep the peace. The League’s main organs were an Assembly of all members, a Council and an International Court of Justice.',
      'What were the League of Nations’ main organs?',
      'An Assembly of all members, a Council and an International Court of Justice',
    ],
    [
      'a number with its unit in a general statement, where "Which zones …?" is no longer asked (held-out rounds 8-14)',
      'Subduction zones have earthquakes at a range of depths, including some more than 700 km deep.',
      'Fill in the blank: Subduction zones have earthquakes at a range of depths, including some more than _____ deep.',
      '700 km',
    ],
    [
      'a subject "X of Ys" asked by its head, not as the plural after "of"',
      'Sum of digits is a front-weighted depreciation scheme similar to geometric depreciation, except that the value of the asset reaches zero at the end of the period. Geometric depreciation is common.',
      'What is a front-weighted depreciation scheme similar to geometric depreciation, except that the value of the asset reaches zero at the end of the period?',
      'Sum of digits',
    ],
    [
      'a term named in passing, blanked in its own sentence',
      'Amino acids exist primarily in a doubly charged form called a zwitterion rather than in the uncharged form.',
      'Fill in the blank: Amino acids exist primarily in a doubly charged form called a _____ rather than in the uncharged form.',
      'zwitterion',
    ],
    [
      'another name a sentence gives',
      'P-waves are also called compression waves.',
      'What is another name for P-waves?',
      'Compression waves',
    ],
    [
      'what a letter stands for',
      'The "P" in P-wave stands for primary, because P-waves are the fastest of the seismic waves.',
      'What does the "P" in P-wave stand for?',
      'Primary',
    ],
    [
      'a definition whose term opened the sentence in capitals',
      'Power is the probability of rejecting the null hypothesis when it is false.',
      'What is power?',
      'The probability of rejecting the null hypothesis when it is false',
    ],
    [
      'a definition whose participle names no maker ("emitted by a star")',
      'Luminosity is the amount of energy emitted by a star each second.',
      'What is luminosity?',
      'The amount of energy emitted by a star each second',
    ],
    [
      'what a quantity depends on, with "both" before "on"',
      'Luminosity depends both on temperature and surface area.',
      'What does luminosity depend on?',
      'Temperature and surface area',
    ],
    [
      'what a law named after someone states ("Wien\'s law")',
      "In 1893 the German physicist Wilhelm Wien described blackbodies. Wien's law (also known as Wien's displacement law) states that the wavelength of maximum emission from a blackbody is inversely proportional to its temperature.",
      "What does Wien's law state?",
      'The wavelength of maximum emission from a blackbody is inversely proportional to its temperature',
    ],
    [
      'what a quantity depends on',
      'The magnitude of an earthquake will depend on the size of the rupture surface and the amount of displacement.',
      'What does the magnitude of an earthquake depend on?',
      'The size of the rupture surface and the amount of displacement',
    ],
    [
      'how a quantity is found, when the sentence says "by" doing something',
      'Earthquake magnitudes are determined by measuring the amplitudes of seismic waves.',
      'How are earthquake magnitudes determined?',
      'By measuring the amplitudes of seismic waves',
    ],
    [
      'how a class of things is sorted, both criteria kept',
      'Seismic waves are classified according to where they travel, and how they move particles.',
      'On what basis are seismic waves classified?',
      'According to where they travel, and how they move particles',
    ],
    [
      'a definition of "the" one thing a textbook names',
      'The chloroplast is the organelle in which photosynthesis takes place.',
      'What is the chloroplast?',
      'The organelle in which photosynthesis takes place',
    ],
    [
      'a bare key word, asked by the one longer name the document gives it',
      'Low statistical power is common. Power depends on the sample size and the effect size of a test.',
      'What does statistical power depend on?',
      'The sample size and the effect size of a test',
    ],
    [
      'what a class of things is characterized by, its name keeping the capital the document gives it',
      'Love waves are characterized by side-to-side motion. Surface waves include Rayleigh waves and Love waves.',
      'What are Love waves characterized by?',
      'Side-to-side motion',
    ],
    [
      'the kinds of a thing, when the sentence counts and names them',
      'Two types of surface waves are Rayleigh waves and Love waves.',
      'What are the two types of surface waves?',
      'Rayleigh waves and Love waves',
    ],
    [
      'things a sentence counts, says something of and names after a colon',
      'Three factors determine the power of a test: the sample size, the effect size and the significance level.',
      'What three factors determine the power of a test?',
      'The sample size, the effect size and the significance level',
    ],
    [
      'a definition by "those that", its gloss in brackets left out',
      'Intraplate earthquakes (within-plate earthquakes) are those that occur away from plate boundaries.',
      'What are intraplate earthquakes?',
      'Earthquakes that occur away from plate boundaries',
    ],
    [
      'what a named principle states, its quotation marks and citation left off',
      'The principle of utility states that “actions are right in proportion as they tend to promote happiness” (Mill [1861] 2001, 7).',
      'What does the principle of utility state?',
      'Actions are right in proportion as they tend to promote happiness',
    ],
    [
      'what a convention tells us, the phrase before its subject left off',
      'To wit, the summation convention tells us that when an index is repeated it must be summed over.',
      'What does the summation convention tell us?',
      'When an index is repeated it must be summed over',
    ],
    [
      'what a school of thought the document is about argues',
      'Act utilitarians argue that we should apply the principle on a case-by-case basis. Act utilitarians are many.',
      'What do act utilitarians argue?',
      'We should apply the principle on a case-by-case basis',
    ],
    [
      'what a concept provides, a verb after "to" in the object, its first word capitalised only as the sentence opens',
      'List comprehensions provide a concise way to create lists.',
      'What do list comprehensions provide?',
      'A concise way to create lists',
    ],
    [
      'what happens under a condition, in the present (held-out round 9)',
      'If no exception occurs, the except clause is skipped and execution of the try statement is finished.',
      'What happens if no exception occurs?',
      'The except clause is skipped and execution of the try statement is finished',
    ],
    [
      'what happens under a condition, its example marker left off',
      'When gaseous hydrogen chloride dissolves in water, for example, a polar HCl molecule acts as an acid and donates a proton.',
      'What happens when gaseous hydrogen chloride dissolves in water?',
      'A polar HCl molecule acts as an acid and donates a proton',
    ],
    [
      'a naming under a condition, the condition kept before the question (held-out round 9)',
      'When you sell the asset, the profit you earn is known as realized gains or capital gains.',
      'When you sell the asset, what is the profit you earn called?',
      'Realized gains',
    ],
    [
      'a purpose the sentence gives with "so that" (held-out round 9)',
      'The builtin ExceptionGroup wraps a list of exception instances so that they can be raised together.',
      'Why does the builtin ExceptionGroup wrap a list of exception instances?',
      'So that they can be raised together',
    ],
    [
      'a term whose meaning is what happens in one case ("dirty read: A transaction reads …", held-out round 11)',
      'dirty read: A transaction reads data written by a concurrent uncommitted transaction.\nphantom read: A transaction re-executes a query and finds a different set of rows.',
      'What is meant by "dirty read"?',
      'A transaction reads data written by a concurrent uncommitted transaction',
    ],
    [
      'a name and what it belongs to, said again after a dash (held-out round 11)',
      'The diameter of the light collecting surface is called the aperture of the telescope – the bigger the aperture, the brighter the image.',
      'What is the diameter of the light collecting surface called?',
      'The aperture',
    ],
    [
      'a meaning first and the term it defines last ("… is defined as the focal ratio", held-out round 11)',
      'The ratio of the focal length f to the aperture D of a telescope is defined as the focal ratio.',
      'What is the ratio of the focal length f to the aperture D of a telescope called?',
      'The focal ratio',
    ],
    [
      'an instruction opened by "In order to", said to the reader (held-out round 11)',
      'In order to find the true field of view of a telescope, you need to divide the apparent field of view by the magnification.',
      'How do you find the true field of view of a telescope?',
      'Divide the apparent field of view by the magnification',
    ],
    [
      'what a named kind of thing can do, under its own heading (held-out round 11)',
      'B-trees can handle equality and range queries on data that can be sorted into some ordering.',
      'What can B-trees handle?',
      'Equality and range queries on data that can be sorted into some ordering',
      'B-Tree',
    ],
    [
      'a plural subject whose verb the tagger reads as a noun ("indexes store/NOUN", held-out round 11)',
      'Hash indexes store a 32-bit hash code derived from the value of the indexed column.',
      'What do hash indexes store?',
      'A 32-bit hash code derived from the value of the indexed column',
      'Hash',
    ],
    [
      'the kinds a subject has, named after a colon (held-out round 11)',
      'PostgreSQL provides several index types: B-tree, Hash, GiST, SP-GiST, GIN, BRIN, and the extension bloom. Each index type uses a different algorithm.',
      'Which index types does PostgreSQL provide?',
      'B-tree, Hash, GiST, SP-GiST, GIN, BRIN, and the extension bloom',
    ],
    [
      'a class in quotation marks with a clause of its own (held-out round 11)',
      'GIN indexes are “inverted indexes” which are appropriate for data values that contain multiple component values.',
      'What are GIN indexes?',
      '“inverted indexes” which are appropriate for data values that contain multiple component values',
      'GIN',
    ],
    [
      'what a key concept ensures (held-out round 12)',
      'Unique constraints ensure that the data contained in a column is unique among all the rows in the table. A unique constraint is a kind of constraint.',
      'What do unique constraints ensure?',
      'The data contained in a column is unique among all the rows in the table',
    ],
    [
      'what an abbreviation stands for, not what it "is" (held-out round 12)',
      'RFC is the abbreviation of “Request For Comments”.',
      'What does RFC stand for?',
      'Request For Comments',
    ],
    [
      'an instruction with a dotted name, whole (held-out round 12: the splitter had cut "collections." from "deque")',
      'To implement a queue, use collections.deque which was designed to have fast appends.',
      'How do you implement a queue?',
      'Use collections.deque',
    ],
    [
      'a meaning whose clause goes on with a second verb after ", or" (held-out round 13, TRUNC)',
      'The account register is the window that allows you to view or edit preexisting transactions, or add new transactions for a particular account.',
      'What is the account register?',
      'The window that allows you to view or edit preexisting transactions, or add new transactions for a particular account',
    ],
    [
      'a name whose meaning is a person’s role, asked "Who" (held-out round 14: "What was Bruce Perens?", UNGR)',
      'Bruce Perens was the second leader of the Debian project, just after Ian Murdock.',
      'Who was Bruce Perens?',
      'The second leader of the Debian project, just after Ian Murdock',
    ],
    [
      'a term in double quotation marks, asked with its article apart from it',
      'A “daemon” is a process started automatically by the boot sequence. It keeps running in the background.',
      'What is a daemon?',
      'A process started automatically by the boot sequence',
    ],
    [
      'a meaning that names only what the term varies, with the clause that says how (held-out round 16, TRUNC without it)',
      'StratifiedShuffleSplit is a variation of ShuffleSplit, which returns stratified splits, i.e which creates splits by preserving the same percentage for each target class as in the complete set.',
      'What is StratifiedShuffleSplit?',
      'A variation of ShuffleSplit, which returns stratified splits',
    ],
    [
      'a meaning that ends with the value its last words need, kept whole (held-out round 16: "… a 2d array of shape", TRUNC)',
      'A multi-output problem is a supervised learning problem with several outputs to predict, that is when Y is a 2d array of shape (n_samples, n_outputs).',
      'What is a multi-output problem?',
      'A supervised learning problem with several outputs to predict, that is when Y is a 2d array of shape (n_samples, n_outputs)',
    ],
    [
      'a concept defined by when it comes about (held-out round 16: the chapter’s main idea, no card)',
      'Data leakage occurs when information that would not be available at prediction time is used when building the model.',
      'When does data leakage occur?',
      'When information that would not be available at prediction time is used when building the model',
    ],
    [
      'a term named by the sentence after its description ("This is called overfitting", held-out round 16: no card)',
      'Decision-tree learners can create over-complex trees that do not generalize the data well. This is called overfitting.',
      'What is it called when decision-tree learners create over-complex trees that do not generalize the data well?',
      'Overfitting',
    ],
    [
      'an instruction given as good practice for a purpose (held-out round 16: no card)',
      'To prevent data leakage, it is good practice to split your data into train and test subsets first.',
      'How do you prevent data leakage?',
      'Split your data into train and test subsets first',
    ],
    [
      'how a method works, when the text says so (held-out round 17: no card)',
      'Univariate feature selection works by selecting the best features based on univariate statistical tests.',
      'How does univariate feature selection work?',
      'By selecting the best features based on univariate statistical tests',
    ],
    [
      'what a thing just introduced does, said in the next sentence with "It" (held-out round 17: no card)',
      'VarianceThreshold is a simple baseline approach to feature selection. It removes all features whose variance doesn’t meet some threshold.',
      'What does VarianceThreshold do?',
      'Removes all features whose variance doesn’t meet some threshold',
    ],
    [
      'an object that is a list, whole to its last item (held-out round 18: "… the line between unsupervised learning, feature engineering", cut at ", and")',
      'Radio telescopes detect radio waves, microwaves, and infrared light from distant galaxies.',
      'What do radio telescopes detect?',
      'Radio waves, microwaves, and infrared light from distant galaxies',
    ],
    [
      'a reason for what does not happen, its contracted "not" asked with its auxiliary (held-out round 19: "Why does the INFO message n’t appear?", UNGR)',
      'The INFO message doesn’t appear because the default level is WARNING.',
      'Why doesn’t the INFO message appear?',
      'Because the default level is WARNING',
    ],
    [
      'advice for a case, asked as advice (held-out round 16: "What happens if …?" → "It is recommended to …", UNGR)',
      'If the input matrix X is very sparse, it is recommended to convert to sparse csc_matrix before calling fit and sparse csr_matrix before calling predict.',
      'What is recommended if the input matrix X is very sparse?',
      'Convert to sparse csc_matrix before calling fit and sparse csr_matrix before calling predict',
    ],
    [
      'a value that is the default of something, asked for from what it is the default of (held-out round 16: "What is None?")',
      'None is the default value for all random_state parameters.',
      'What is the default value for all random_state parameters?',
      'None',
    ],
    [
      'what a tool is used for (held-out round 27: a purpose no rule read)',
      'The Floyd-Warshall algorithm is used to calculate the shortest path lengths between every pair of vertices in a graph.',
      'What is the Floyd-Warshall algorithm used for?',
      'To calculate the shortest path lengths between every pair of vertices in a graph',
    ],
    [
      'what a tool is used for, said with "for" and a doing',
      'A mortar is used for manually grinding solids. A pestle is a heavy club-shaped object.',
      'What is a mortar used for?',
      'Manually grinding solids',
    ],
    [
      'what a tool can be used for',
      'The break statement can be used to terminate any loop, possibly abnormally.',
      'What can the break statement be used for?',
      'To terminate any loop, possibly abnormally',
    ],
    [
      'what a tool is used for, said "in order to"',
      'Telescopes are used in order to collect light from celestial objects.',
      'What are telescopes used for?',
      'To collect light from celestial objects',
    ],
    [
      'an instruction up to the colon that opens its example (held-out round 28: "… namespaces: from mpmath import …", TRUNC)',
      'To avoid overriding other functions, explicitly import only the needed objects, or use the mpmath. or mp. namespaces: from mpmath import sin, cos.',
      'How do you avoid overriding other functions?',
      'Explicitly import only the needed objects, or use the mpmath. or mp. namespaces',
    ],
    [
      'a definition cut before "and it …", a second clause (held-out round 29: "A special function and it behaves …", TRIV)',
      'UseMethod is a special function that dispatches methods and it behaves differently from other function calls.',
      'What is UseMethod?',
      'A special function that dispatches methods',
    ],
    [
      'a reason that holds often, asked with "often" (held-out round 30: "Why is URLError raised?", both raters WRONG)',
      "Often, URLError is raised because there is no network connection, or the specified server doesn't exist.",
      'Why is URLError often raised?',
      "Because there is no network connection, or the specified server doesn't exist",
    ],
    [
      'what a tool lets you do, with no "to" after "let" (held-out round 68: "let you to do", UNGR)',
      'The raise statement lets you force a specified exception to occur.',
      'What does the raise statement let you do?',
      'Force a specified exception to occur',
    ],
    [
      'what a statement lets the programmer do',
      'The raise statement allows the programmer to force a specified exception to occur.',
      'What does the raise statement allow the programmer to do?',
      'Force a specified exception to occur',
    ],
    [
      'a list whose last item is a name with a capital verb in it ("and Dask Delayed", held-out round 27: the list was cut)',
      'A scheduler executes task graphs. Dask offers several schedulers, and each scheduler suits other work. The threaded scheduler is the default choice for Dask Array, Dask DataFrame, and Dask Delayed.',
      'What is the default choice for Dask Array, Dask DataFrame, and Dask Delayed?',
      'The threaded scheduler',
    ],
    [
      'a line whose term carries its English gloss in brackets, asked with it (held-out round 32: read as a person without it)',
      'Mercedes Cotacachi (The Monkey): Constellation that governs the female cycle, indicates the arrival of rains and the start of agricultural processes.',
      'What is meant by "Mercedes Cotacachi (The Monkey)"?',
      'Constellation that governs the female cycle, indicates the arrival of rains and the start of agricultural processes',
    ],
    [
      'a definition up to a comma and a clause of its own (held-out round 34: "… for elk, an alternative name is Sarvvis", both raters F)',
      'The stars are all connected to the dominant constellation, Sarva. Sarva is the Sami name for elk, an alternative name is Sarvvis.',
      'What is Sarva?',
      'The Sami name for elk',
    ],
    [
      'what a named thing stands for, and for whom, asked in the question (held-out round 31: the Mongolian page got no card)',
      'The Mongolians see Cassiopeia as five stars. Cassiopeia (Hun Tavan Od) symbolises unity, brotherhood, solidarity for the Mongolians.',
      'What does Cassiopeia symbolize for the Mongolians?',
      'Unity, brotherhood, solidarity',
    ],
    [
      'what a name means, glossed after it (held-out round 31: seven glosses on a page of Aztec star names, no card)',
      'The constellation of Gemini was called Citlaltlachtli, which means the ball game of the stars.',
      'What does Citlaltlachtli mean?',
      'The ball game of the stars',
    ],
    [
      'what a word means, asked with the language the text names it in',
      'The codices were stored in houses; a word that came from the Latin word Codex which means written book.',
      'What does the Latin word Codex mean?',
      'Written book',
    ],
    [
      'what a name means, up to "and" with a verb of its own',
      'The sticks lit the new fire in the ceremony named toxiuh molpilia which means binding of the years and coincided with the new year.',
      'What does toxiuh molpilia mean?',
      'Binding of the years',
    ],
    [
      'what a name means, when the sentence says what it translates to (a quoted meaning without its marks)',
      'Na Hiku translates to “The Seven” as there are seven stars in the Big Dipper.',
      'What does Na Hiku mean?',
      'The Seven',
    ],
    [
      'what a name means, from "the meaning of"',
      'The meaning of Hokule’a is “the star of gladness” because it is the star used to find home.',
      'What does Hokule’a mean?',
      'The star of gladness',
    ],
    [
      'when a named thing was done, the doer kept in the question',
      'Carthage was destroyed by Rome in 146 BCE. Rome fought three wars against Carthage.',
      'When was Carthage destroyed by Rome?',
      'In 146 BCE',
    ],
    [
      'when a named thing happened, with an aside kept by the question word',
      'Rome was, in legend, founded by Romulus in 753 BCE. The Etruscans ruled Rome at first.',
      'When, in legend, was Rome founded by Romulus?',
      'In 753 BCE',
    ],
    [
      'when an event happened, asked in the past tense, a clause after the date left out',
      'The Western Roman Empire fell in 476 CE, the Eastern Roman or Byzantine Empire survived almost a thousand years more.',
      'When did the Western Roman Empire fall?',
      'In 476 CE',
    ],
    [
      'the period a named thing lasted',
      'The Hittite kingdom lasted from about 1680 BCE to about 1180 BCE.',
      'During what period did the Hittite kingdom last?',
      'From about 1680 BCE to about 1180 BCE',
    ],
    [
      'when, from a date that opens the sentence',
      'In 800 the Frankish king Charlemagne was crowned emperor by the pope.',
      'When was the Frankish king Charlemagne crowned emperor by the pope?',
      'In 800',
    ],
    [
      'when, from a participle set off after the subject (held-out round 38)',
      'The Khmer Empire, established in 802 CE, dominated Southeast Asia for many centuries.',
      'When was the Khmer Empire established?',
      'In 802 CE',
    ],
    [
      'when, the second verb of the sentence left out (held-out round 38)',
      'In 1713, England signed the Treaty of Utrecht and dropped out of the alliance.',
      'In what year did England sign the Treaty of Utrecht?',
      '1713',
    ],
    [
      'when, a phrase after the date left out (held-out round 39)',
      'The Seminole people emerged in the 18th century through a process of ethnogenesis.',
      'When did the Seminole people emerge?',
      'In the 18th century',
    ],
    [
      'when, a place named by its kind and its name (held-out round 40)',
      'Magna Graecia was dominated by the city-state of Syracuse in the 5th century BCE.',
      'When was Magna Graecia dominated by the city-state of Syracuse?',
      'In the 5th century BCE',
    ],
    [
      'when, in a century',
      'A Hellenistic Kingdom of Pontus was founded in the 3rd century BCE.',
      'When was a Hellenistic Kingdom of Pontus founded?',
      'In the 3rd century BCE',
    ],
  ])('%s', async (_name, text, question, answer, heading?: string) => {
    const cards = await flashcards([unit(text, heading)]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([question, answer]);
  });

  it('asks what "They" does only for the subject a sentence defines, not for a name it gives (held-out round 10)', async () => {
    const cards = await flashcards([
      unit(
        'Lines of constant Latitude are called Parallels. They trace circles on the surface of the Earth, but the only parallel that is a Great Circle is the Equator.',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What are lines of constant Latitude called?', 'Parallels'],
    ]);
  });

  it('defines a common word its section is about ("A set is …" under "Sets"), and not elsewhere', async () => {
    const text = 'A set is an unordered collection with no duplicate elements. Sets support membership tests.';
    const under = await flashcards([unit(text, 'Sets')]);
    expect(under.map((c) => [c.question, c.answer])).toContainEqual([
      'What is a set?',
      'An unordered collection with no duplicate elements',
    ]);
    expect((await flashcards([unit(text, 'Looping techniques')])).map((c) => c.question)).not.toContain(
      'What is a set?',
    );
  });

  it('asks for the points of a slide whose title announces a list, and answers a question title with its bullets', async () => {
    const cards = await flashcards([
      unit(
        '• Large margins of victory grant president-elects more legitimacy\n• Encourages a two-party system\n• Protects minority interests (esp.',
        'Advantages of the Electoral College',
        { slide: 48 },
      ),
      unit(
        '• Small sample sizes are common in psychological research.\n• Effect sizes are often unknown or overestimated.',
        'Why is power low in psychology?',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      [
        'What are the advantages of the Electoral College?',
        'Large margins of victory grant president-elects more legitimacy; Encourages a two-party system; Protects minority interests',
      ],
      [
        'Why is power low in psychology?',
        'Small sample sizes are common in psychological research; Effect sizes are often unknown or overestimated',
      ],
    ]);
  });

  it('reads a list from a PDF page with its sub-points set apart, and every short point kept', async () => {
    const cards = await flashcards([
      unit(
        '• A handful of states are ever competitive\n  • Swing states and small states more powerful\n• Encourages a two-party system\n• “Faithless” electors\n  • About half the states have laws requiring electors to vote for the popular vote winner',
        'Disadvantages of the Electoral College',
        { page: 49 },
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([
      'What are the disadvantages of the Electoral College?',
      'A handful of states are ever competitive; Encourages a two-party system; “Faithless” electors',
    ]);
  });

  it('keeps a two-word point’s short sub-point, and gives a name back the article the document writes it with', async () => {
    const cards = await flashcards([
      unit(
        '• Voter apathy\n• Weird voters\n  • Highly ideological\n• Dominated by the media',
        'Weaknesses of the primary system',
        { page: 7 },
      ),
      unit(
        '• Individual state reforms\n• Abolish the Electoral College\n  • Requires amending the US Constitution',
        'Proposals to reform Electoral College',
        { page: 50 },
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      [
        'What are the weaknesses of the primary system?',
        'Voter apathy; Weird voters (highly ideological); Dominated by the media',
      ],
      [
        'What are the proposals to reform the Electoral College?',
        'Individual state reforms; Abolish the Electoral College',
      ],
    ]);
  });

  it('makes no list card when a point leans on the one before, the section is prose or the list goes on over the next page', async () => {
    const cards = await flashcards([
      unit('• Dominated by the media\n• Lack of party vetting', 'Weaknesses of the primary system', { page: 7 }),
      unit('• Very long\n• Very expensive', 'Weaknesses of the primary system (continued)', { page: 8 }),
      unit(
        '• Some point the finger at fraud\n• However, others point to more systematic problems',
        'Why are we not replicating?',
      ),
      unit('Causes of the war were many. They included nationalism and alliances.', 'Causes of the war'),
    ]);
    expect(cards.map((c) => c.question)).not.toContain('Why are we not replicating?');
    expect(cards.map((c) => c.question)).not.toContain('What are the causes of the war?');
    expect(cards.map((c) => c.question)).not.toContain('What are the weaknesses of the primary system?');
  });

  it("asks for a slide's list when every point is a word or two, too short to be a sentence", async () => {
    const cards = await flashcards([
      unit('• Closed\n• Open\n• Semi-closed\n• Blanket', 'Types of primaries', { slide: 4 }),
    ]);
    expect(cards.map((c) => [c.question, c.answer, c.source.sentence])).toEqual([
      ['What are the types of primaries?', 'Closed; Open; Semi-closed; Blanket', 'Closed'],
    ]);
  });

  it.each([
    [
      'a name over its meaning',
      '• Iowa and New Hampshire go first\n• Super Tuesday\n  • One or more Tuesdays in which many states have a primary/caucus',
      'What is Super Tuesday?',
      'One or more Tuesdays in which many states have a primary/caucus',
    ],
    [
      'a name the document writes with "the", over a meaning with an infinitive, its remarks left out',
      '• National Popular Vote Interstate Compact\n  • Agreement among states to award all of their electoral votes to whichever candidate gets the popular vote\n  • 10 states + DC have passed this',
      'What is the National Popular Vote Interstate Compact?',
      'Agreement among states to award all of their electoral votes to whichever candidate gets the popular vote',
    ],
    [
      "a slide's capitalised common noun, with its short details",
      '• Dictionary\n  • A linear collection of key-value pairs\n  • Lookup by "tag" or "key"\n• A dictionary is mutable and unordered in old versions.',
      'What is a dictionary?',
      'A linear collection of key-value pairs; lookup by "tag" or "key"',
    ],
  ])('asks what a term means from %s', async (_name, text, question, answer) => {
    const cards = await flashcards([unit(text, 'Timeline', { slide: 8 })]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([question, answer]);
  });

  it('asks what each term of a glossary laid out as paragraphs means, from the first sentence under it (held-out round 27)', async () => {
    const text = [
      'DataArray',
      'A multi-dimensional array with labeled or named dimensions. DataArray objects add metadata such as dimension names.',
      'Dataset',
      'A dict-like collection of DataArray objects with aligned dimensions. Datasets have data variables.',
      'Coordinate',
      'An array that labels a dimension or set of dimensions of another DataArray. A coordinate named x can be retrieved.',
      'python',
      'df = pd.DataFrame(data). The frame holds a DataArray.',
    ].join('\n\n');
    const cards = await flashcards([unit(text, 'Terminology')]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual(
      expect.arrayContaining([
        ['What is a DataArray?', 'A multi-dimensional array with labeled or named dimensions'],
        ['What is a dataset?', 'A dict-like collection of DataArray objects with aligned dimensions'],
        ['What is a coordinate?', 'An array that labels a dimension or set of dimensions of another DataArray'],
      ]),
    );
    // A line of code under a language's name is no meaning.
    expect(cards.map((c) => c.question.toLowerCase()).filter((q) => q.includes('python'))).toEqual([]);
  });

  it("reads no glossary from a PDF page's label over its caption", async () => {
    const text =
      'Liabilities\n\nA graphical view of the relationship between the 5 basic accounts. Equity is what is left.';
    const cards = await flashcards([unit(text, 'Page 2', { page: 2 })]);
    expect(cards.map((c) => c.question.toLowerCase()).filter((q) => q.includes('liabilities'))).toEqual([]);
  });

  it.each([
    [
      'an example under a term',
      '• Individual state reforms\n  • Nebraska and Maine award votes by congressional district winners',
      'individual state reforms',
    ],
    ['a label over a list of labels', '• Purposes\n  • Fund raising\n  • Alliance building', 'purposes'],
    ['a sentence under a term', '• Open primaries\n  • Texas is open to all registered voters', 'open primaries'],
    ['a meaning cut off', '• Coordinate formats\n  • GFF, SAM, VCF, Ensembl browser, …', 'coordinate formats'],
  ])('asks no meaning from %s', async (_name, text, term) => {
    const cards = await flashcards([unit(text, 'Timeline', { slide: 8 })]);
    expect(cards.map((c) => c.question.toLowerCase()).filter((q) => q.includes(term))).toEqual([]);
  });

  it("asks for a list of formulas after its title's lead-in, leaving out the remark after the points", async () => {
    const cards = await flashcards([
      unit(
        '• P(A) ≥ 0 for all A∈ℬ\n• P(Ω) = 1\n• If sets A_1, A_2, …∈ℬ are pairwise disjoint, then P(⋃ A_i) = ∑ P(A_i)\nWhy am I showing you this again? Because there is yet more these beauties can do!',
        'Once more: Axioms of Probability',
        { slide: 2 },
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([
      'What are the axioms of probability?',
      'P(A) ≥ 0 for all A∈ℬ; P(Ω) = 1; If sets A_1, A_2, …∈ℬ are pairwise disjoint, then P(⋃ A_i) = ∑ P(A_i)',
    ]);
  });

  it('asks for one side of a formula the slide says in words', async () => {
    const cards = await flashcards([
      unit(
        'P(A^C)=1−P(A): the probability of the complement of A is just 1 minus the probability of A\nP( )=1−P( ): the probability of the complement of A is just 1 minus the probability of A',
        'Oh, the properties we’ll prove!',
        { slide: 4 },
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([['What is P(A^C) equal to?', '1−P(A)']]);
  });

  it("asks a document's own questions with the first sentence of their answers", async () => {
    const cards = await flashcards([
      unit(
        [
          'Q: What are the stars?',
          'A: Stars are gigantic, self-gravitating spheres of (mostly) Hydrogen gas. Stars are also thermonuclear engines.',
          'Q: Is the Sun a star?',
          'A: Yes, the Sun is a star. It is the dominant centerpiece of our solar system.',
          'Q: Why do stars shine?',
          'A: The short answer is: stars shine because they are very hot. It is really no more complicated than that.',
          'Q: What is this about?',
          'A: Stars, as the title says.',
        ].join('\n'),
        'Stars: An Introductory FAQ',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What are the stars?', 'Gigantic, self-gravitating spheres of (mostly) Hydrogen gas'],
      ['Why do stars shine?', 'Because they are very hot'],
    ]);
  });

  it('asks what each call of a reference list does, from the line under its signature', async () => {
    const cards = await flashcards([
      unit(
        [
          'The list data type has some more methods.',
          'list.append(x)',
          'Add an item to the end of the list. Equivalent to a[len(a):] = [x].',
          'list.sort(*, key=None, reverse=False)',
          'Sort the items of the list in place (the arguments can be used for sort customization, see sorted for their explanation).',
          'list.copy()',
          'It returns a shallow copy.',
        ].join('\n'),
        'More on Lists',
      ),
    ]);
    // (No card of a call whose name says what it does: "list.sort(…)" → "Sort the items of the
    // list in place", as "print(object)" → "Print a concise version of the object", held-out round
    // 63, both raters TRIV.)
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What does list.append(x) do?', 'Add an item to the end of the list'],
    ]);
  });

  it('makes no card from a web page\'s footer under "See also" (held-out round 24, WRONG)', async () => {
    const footer = [
      'Notation Reference: Note names in other languages, Accidentals, Automatic accidentals, Key signature.',
      'This page is for LilyPond-2.24.1 (stable-branch).',
      'We welcome your aid; please help us by reporting errors to our bug list.',
      'Other languages: Català, Deutsch, Español, Français, Magyar, Italiano.',
      'LilyPond — Learning Manual v2.24.1 (stable-branch).',
    ].join('\n\n');
    expect(await flashcards([unit(footer, 'See also')])).toEqual([]);
  });

  it.each([
    [
      'a call on a value',
      "A more complicated example, let’s get a slice of the sequence:\n\nSeq('GATGGGCC')\n\nNote that ‘Seq‘ objects follow the usual indexing conventions for Python strings, with the first element of the sequence numbered 0. When you do a slice the first item is included.",
    ],
    [
      'a remark',
      'A more complicated example, let’s get a slice of the sequence:\n\nseq.count(sub)\n\nNote that ‘Seq‘ objects follow the usual indexing conventions for Python strings, with the first element of the sequence numbered 0. When you do a slice the first item is included.',
    ],
  ])('reads no signature and its description in %s (held-out round 21)', async (_name, text) => {
    const cards = await flashcards([unit(text, 'Slicing a sequence')]);
    expect(cards.filter((c) => /^What does .*\) do\?$/.test(c.question))).toEqual([]);
  });

  it.each([
    [
      'To loop over a sequence in reverse, first specify the sequence in a forward direction and then call the reversed function.',
      'How do you loop over a sequence in reverse?',
      'First specify the sequence in a forward direction and then call the reversed function',
    ],
    [
      'To check whether a single key is in the dictionary, use the in keyword.',
      'How do you check whether a single key is in the dictionary?',
      'Use the in keyword',
    ],
    [
      // Held-out round 21 (both raters TRUNC): the bracket was the answer.
      'To compute a definite integral, pass the argument (integration_variable, lower_limit, upper_limit).',
      'How do you compute a definite integral?',
      'Pass the argument (integration_variable, lower_limit, upper_limit)',
    ],
  ])('asks how to do what an instruction is for: %s', async (text, question, answer) => {
    const cards = await flashcards([unit(text, 'Looping Techniques')]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([[question, answer]]);
  });

  it.each([
    [
      'a clause, not an order',
      'To avoid such problems, rule utilitarians argue that we should apply the principle to rules.',
    ],
    ['an aside', 'To be fair, note that the method is slow.'],
  ])('makes no how-to card from %s', async (_name, text) => {
    const cards = await flashcards([unit(text, 'Notes')]);
    expect(cards.map((c) => c.question).filter((q) => q.startsWith('How do you'))).toEqual([]);
  });

  it('asks every term of a glossary, without the term said again or a second sentence, and no meaning that states something else or only says the term again', async () => {
    const cards = await flashcards(
      [
        unit(
          [
            'Dividends: Dividends are cash payments a company makes to shareholders.',
            'Shareholder: A shareholder is a person who holds common stock in a company.',
            'Cash Budget: A budget planning for expected cash receipts and cash disbursements. This type of budget tracks cash flow.',
            'Deferment: A temporary delay in the repayment of a loan.',
            'Lender: The company or person who lends money to a borrower.',
            'Payments: The popup menu allows you to select the payment frequency from yearly to daily.',
            'Realized vs Unrealized Gain: Unrealized gain occurs when the price of an asset changes.',
            'Payment Periods: The number of payment periods.',
            'Periodic Payment: The amount to pay per period.',
          ].join('\n\n'),
          'Terminology',
        ),
      ],
      20,
    );
    expect(cards.map((c) => [c.question, c.answer]).sort()).toEqual(
      [
        ['What is meant by "Dividends"?', 'Cash payments a company makes to shareholders'],
        ['What is meant by "Shareholder"?', 'A person who holds common stock in a company'],
        ['What is meant by "Cash Budget"?', 'A budget planning for expected cash receipts and cash disbursements'],
        ['What is meant by "Deferment"?', 'A temporary delay in the repayment of a loan'],
      ].sort(),
    );
  });

  it('asks no heading question whose title needs the slide around it', async () => {
    const cards = await flashcards([unit('Only registered partisans can vote in a closed primary.', 'Who can vote?')]);
    expect(cards.map((c) => c.question)).not.toContain('Who can vote?');
  });

  it.each([
    ['a pronoun subject', 'It is a substance that donates a hydrogen ion to water.'],
    ['a predicate that defines nothing', 'Simultaneity is a key concept in relativity.'],
    [
      'a predicate whose noun was said before ("a logarithmic one")',
      'The magnitude scale is a logarithmic one rather than a linear one.',
    ],
    [
      'a name the rest of the sentence says again',
      'The largest earthquakes on Earth, called megathrust earthquakes, occur in the locked zone.',
    ],
    ['a sentence that leans on the one before', 'However, the acid is a substance that donates protons.'],
    [
      'a fact true only at the moment the text describes ("now")',
      'Change the date to the middle of winter. The Sun is now much lower in the Sky. The Sun rises in the east.',
    ],
    ['a figure caption', 'Figure 2.1: A diagram is a drawing that shows the parts of a cell.'],
    ['a discussion question', 'What is a substance that donates a hydrogen ion to water?'],
    [
      'a definition of "the" measure of something said before',
      'The amplitude is the height of the wave relative to the baseline.',
    ],
    [
      'kinds whose count does not match the names given',
      'Three types of surface waves are Rayleigh waves and Love waves.',
    ],
    [
      'a claim of a law the text named before ("the law")',
      'The law states that every action has an equal and opposite reaction.',
    ],
    [
      'a claim of a person, not a school or a principle',
      'Green argues that the plague spread from Central Asia along trade routes.',
    ],
    [
      'a claim of a whole school, which holds many ("utilitarians")',
      'Utilitarians argue that what is right is whatever produces the most utility. Utilitarians are many.',
    ],
    [
      'a claim whose words lean on the text before',
      'The greatest happiness principle holds that these actions are right.',
    ],
    ['a relation whose subject could be any ("the correction")', 'The correction depends on the local rock types.'],
    ['a relation told of one event of a story', 'The outcome of the war depended on the navy of Britain.'],
    [
      'things counted as a part of others said before ("Five of the other six")',
      'Five of the other six concerned general principles for a peaceful world: open covenants, freedom of the seas, free trade, lower armaments and self-determination.',
    ],
    [
      'the author\'s framing ("the best way to …")',
      'The best way to appreciate relativity geometrically is through spacetime diagrams.',
    ],
    [
      'one of several things, not said of what ("A key factor")',
      'A key factor is the nature of the underlying sediments.',
    ],
    [
      'a thing singled out among others said before ("the only other group")',
      'The only other occupational group in the Mamluk Sultanate that prospered was the spice merchants.',
    ],
    [
      'a thing singled out of something the text spoke of before ("the boundary")',
      'The cold upper part of the boundary is the locked zone.',
    ],
    [
      'a cause of an event whose subject the text named before ("the attempt")',
      'The attempt failed due to the enormity of the debt and the internal instability of the country.',
    ],
    [
      'a cause whose subject is "the" something of a kind said before ("the zwitterion form")',
      'The zwitterion form arises because amino acids have both acidic and basic sites within the same molecule.',
    ],
    [
      'a cause of an event whose subject opens the sentence in capitals ("Damage")',
      'Damage was greatest to buildings between 5 and 15 storeys tall because they resonated at around two seconds.',
    ],
    [
      'a relation about "the band" the text spoke of before',
      'The depths of earthquakes, and the width of the band, depend on the type of plate boundary.',
    ],
    [
      'a relation whose answer the question gives away ("moment")',
      'The moment magnitude is calculated from the seismic moment of an earthquake.',
    ],
    [
      'a name given in the second of two clauses ("… is usually called a child process, and the original process … is called …")',
      "The new process is usually called a child process, and the original process whose pid doesn't change, is called the parent process.",
    ],
    [
      'a definition of a thing by its place among others ("the first argument")',
      'The first argument is the index of the element before which to insert.',
    ],
    [
      'a definition that uses its own term ("Functions are … functions")',
      'Functions are the objects that form part of the R system along with similar user written functions.',
    ],
    [
      'praise instead of a definition ("a very fundamental quantity")',
      'Luminosity is a very fundamental quantity in astronomy and astrophysics.',
    ],
    [
      'a figure of speech instead of a definition ("the very heart of")',
      'The accounting equation is the very heart of a double entry accounting system.',
    ],
    [
      'a thought whose content follows ("The obvious conclusion is that …")',
      'The obvious conclusion is that stars are similar to blackbodies.',
    ],
    [
      'a value asked backwards ("What is only 2,400 Kelvin?")',
      'The surface temperature of Betelgeuse is only 2,400 Kelvin.',
    ],
    [
      'one of many named ("A widely used photometric system")',
      'A widely used photometric system is called the Johnson UBV system.',
    ],
    [
      'a naming asked backwards ("What is called the Right Ascension?", held-out round 7)',
      'The longitudinal angle is called the Right Ascension (RA for short).',
    ],
    [
      'a condition that names nothing the document is about ("If nothing is done")',
      'If nothing is done, the trolley will continue down the track.',
    ],
    [
      'a condition whose outcome says "they" of a singular subject',
      'If the group is password protected, they will need to supply the appropriate password.',
    ],
    [
      'a condition on the reader ("If you want to …", held-out, advice)',
      'If you want to set up your own investment accounts hierarchy, the accounts menu lets you add each account.',
    ],
    [
      'a condition whose outcome only may happen (held-out round 9, vague)',
      'If an exception occurs during execution of the try clause, the exception may be handled by an except clause.',
    ],
    [
      'a condition on "the" thing the text was just about (held-out round 10, CTX)',
      'If the plane happens to contain the center of the sphere, the intersection circle is a Great Circle.',
    ],
    [
      'a condition in a story, in the past',
      'When the subducting slab reached the discontinuity, the increase in density slowed the slab down.',
    ],
    [
      'a purpose of what a thing is ("Why is a Unix group an entity …?", held-out round 9)',
      'A Unix group is an entity including several users so that they can easily share files.',
    ],
    [
      'a label for a part of the document as a term ("Further Reading", held-out round 9)',
      'Further Reading: The history behind the construction of the first accurate clock is a fascinating tale, told in the book Longitude.',
    ],
    [
      'a meaning that opens with the term and names the rest of it (held-out round 9, TRIV)',
      'list of members: List of names of users who are members of the group, separated by commas',
    ],
    [
      'a concept asked "Who …?" (held-out round 9, UNGR)',
      'Universal Time became an important concept when European ships began to sail the open seas. The time on clocks differs by place.',
    ],
    [
      'praise instead of a meaning ("What is a good starting point?", held-out round 6)',
      'A good starting point is the U.S. Naval Observatory.',
    ],
    [
      'one thing after another ("What is a second tool?", held-out round 11, CTX)',
      'A second tool is the unicodedata module that converts strings to one of several normal forms.',
    ],
    [
      'a member asked as its kind ("What is a byte oriented encoding?" → "UTF-8", held-out round 11, WRONG)',
      'UTF-8 is a byte oriented encoding.',
    ],
    [
      "the answer's word in the question as a possessive (held-out round 11, TRIV)",
      "Encodings are specified as strings containing the encoding's name.",
    ],
    [
      'what has a thing instead of what it is ("a feature of telescopes …", held-out round 11, WRONG)',
      'Chromatic aberration is a feature of telescopes that use lenses to converge the light.',
    ],
    [
      'a bare kind for an answer ("What is the primary mirror …?" → "A paraboloid", held-out round 11)',
      'The primary mirror of a Cassegrain Telescope is a paraboloid.',
    ],
    ['"some" of a thing as an object (held-out round 11, CTX)', 'Unicode adds some complication to comparing strings.'],
    [
      'a reason that belongs to a second clause ("… around Earth and?", held-out round 11, TRUNC)',
      'The Hubble Space Telescope is placed on a low-orbit around Earth and because of the lack of atmosphere it can observe very faint objects.',
    ],
    [
      'a pointer to another part of the documentation (held-out rounds 10 and 11, TRIV and MISS)',
      'The str type is described in the Python library reference at textseq.',
    ],
    [
      'a subject of which only a pointing word is left ("The particular locks", held-out round 11, TRIV)',
      'The particular locks acquired during execution of a query will depend on the plan used by the query.',
    ],
    [
      'an outcome on "that" thing the text spoke of (held-out round 11, CTX)',
      'If a conflict originates in another transaction, the update clause will affect that row.',
    ],
    [
      'a blank on a name whose acronym the sentence spells out (held-out round 11, TRIV)',
      'KStars has a tool to find and display a true field of view called the FOV Indicator.',
    ],
    [
      'a condition on one thing of a kind, in a procedure the sentence does not name (held-out round 12, CTX)',
      'If a file already exists, it is replaced, but a backup copy is temporarily made.',
    ],
    [
      'an outcome anyone would guess ("An error is raised", held-out round 12, TRIV)',
      'If data in a column violates a constraint, an error is raised.',
    ],
    [
      'an outcome that says what should happen (corpus, both round-12 raters CTX)',
      'When agents approach a decision, they review their possible actions and should choose the best one.',
    ],
    [
      'a participle phrase in the subject of a "why" (held-out round 12, UNGR)',
      'The Timsort algorithm used in Python does multiple sorts efficiently because it can take advantage of any ordering already present in a dataset.',
    ],
    [
      'what once was so ("Which packages used to suffer …?", held-out round 12, MISS)',
      'Virtual packages used to suffer from some limitations, the most significant of which was the absence of a version number.',
    ],
    [
      'a rank among its kind for a meaning ("the most generic constraint type", held-out round 12)',
      'A check constraint is the most generic constraint type.',
    ],
    [
      'a passive asked for its subject ("Which addresses are usually grouped …?", held-out round 13, TRIV)',
      'Host addresses are usually grouped together into IP networks, so the ipaddress module provides a way to create networks.',
    ],
    [
      'a generic description asked for by the name it is ("The default style", held-out round 13, CTX)',
      'The default style is Basic Ledger mode, which displays only the summary of splits affecting the current account.',
    ],
    [
      'a plural subject asked "Which …?" (held-out round 14: "Which libraries have calls for …?" → "Socket libraries")',
      'Socket libraries have calls for converting 16 and 32 bit integers between network and host order.',
    ],
    [
      'a printed manual’s links to its neighbours (held-out round 14: "What is meant by "Previous"?")',
      'Previous: Constructing and modifying lists, Up: Constructing and modifying lists [Contents][Index]',
    ],
    [
      'two verbs joined, asked for their subject ("What is and will remain composed …?", held-out round 14)',
      'Debian is and will remain composed entirely and exclusively of free software.',
    ],
    [
      'a superlative with no noun for a meaning ("the least restrictive: …", held-out round 14, CTX)',
      'Free software licenses differ. The BSD license is the least restrictive: everything is permitted, including use of modified BSD code in a proprietary application. The GPL license requires sharing changes. The BSD license is popular with companies.',
    ],
    [
      'one of many, with nothing to single it out ("What is one of the most commonly used encodings?", held-out round 11, TRIV)',
      'UTF-8 is one of the most commonly used encodings.',
    ],
    [
      'a run-in label over a tip for a case ("What is meant by "Kernel cache size"?", held-out round 16, CTX)',
      'Kernel cache size: For SVC, SVR, NuSVC and NuSVR, the size of the kernel cache has a strong impact on run times for larger problems.',
    ],
    [
      'a run-in label over a statement about a name ("What is meant by "Setting C"?", held-out round 16, MISS)',
      'Setting C: C is 1 by default and it’s a reasonable default choice.',
    ],
    [
      'a run-in label over what can be done ("What is meant by "Versatile"?", held-out round 16, CTX)',
      'Versatile: different kernel functions can be specified for the decision function.',
    ],
    [
      'a likeness asked for its subject ("What is similar as LeaveOneGroupOut?", held-out round 16, UNGR)',
      'LeavePGroupsOut is similar as LeaveOneGroupOut, but removes samples related to P groups for each training/test set.',
    ],
    [
      'a tool named only by its kind ("What does the algorithm create?", held-out round 16, CTX)',
      'The algorithm creates a multiway tree, finding for each node the categorical feature that will yield the largest information gain for categorical targets.',
    ],
    [
      '"It" after a sentence that does not say what its subject is',
      'VarianceThreshold removes some features quickly. It removes all features whose variance doesn’t meet some threshold.',
    ],
    [
      '"They" after a singular subject',
      'VarianceThreshold is a simple baseline approach to feature selection. They remove all features whose variance doesn’t meet some threshold.',
    ],
    [
      'praise said with "It" ("What does inheritance do?" → "Opens up interesting new possibilities …")',
      'Inheritance is a concept from object-oriented databases. It opens up interesting new possibilities of database design.',
    ],
    [
      'an idiom asked as a thing acted on ("What does density estimation walk?", held-out round 18, UNGR)',
      'Density estimation walks the line between unsupervised learning, feature engineering, and data modeling.',
    ],
    [
      'a reason that names again what the question says ("Why are Gaussian Mixtures discussed … of clustering?", held-out round 18, TRIV)',
      'Gaussian Mixtures are discussed more fully in the context of clustering, because the technique is also useful as an unsupervised clustering scheme.',
    ],
    [
      'a subject set against one said before ("What are other languages?", held-out round 19, CTX)',
      'Other languages are multi-paradigm languages that support several different approaches.',
    ],
    [
      'a purpose about what to do next ("How do you decide what to do?", held-out round 19, CTX)',
      'To decide what to do, call the isEnabledFor method with the level of the message.',
    ],
    [
      'a list of code names under a label ("What is meant by "Comparisons"?" → "Eq(), ne(), …", held-out round 19)',
      'Math operations: add(), sub(), mul(), floordiv(), abs().\n\nLogical operations: not_(), truth().\n\nComparisons: eq(), ne(), lt(), le(), gt(), and ge().\n\nBitwise operations: and_(), or_(), invert().',
    ],
    [
      'a parameter defined without its function ("What is the optional argument count?", held-out round 19, CTX)',
      'The optional argument count is the maximum number of pattern occurrences to be replaced.',
    ],
    [
      'a role for its subject ("What is faster function evaluation …?" → "The primary improvement", held-out round 20)',
      'The primary improvement is faster function evaluation, which is provided by compilation of the function itself.',
    ],
    [
      'a function\'s return value without the function ("What is the return value?", held-out round 20)',
      'The return value is a tuple, with the first element holding the estimated value of the integral and the second element holding an upper bound on the error.',
    ],
    [
      'a parameter for what a thing does ("What does SVC implement?" → "The parameter class_weight …", held-out round 16, CTX)',
      'SVC implements the parameter class_weight in the fit method.',
    ],
    [
      'a pronoun for what comes about ("When does it occur?")',
      'It occurs when the information that would not be available at prediction time is used to build the model.',
    ],
    [
      'a naming of a sentence that leans on the one before it',
      'Decision-tree learners often create trees like these that do not generalize well. This is called overfitting.',
    ],
    [
      'a name given to "another" thing ("What is another, more recent, mechanism … called?", held-out round 26, CTX)',
      'Another, more recent, mechanism that enables use of the huge pages is called Transparent HugePages, or THP.',
    ],
    [
      'a list\'s "All:" label read as a term ("What does "All" mean?", held-out round 26, WRONG)',
      'All: lockdep-checked RCU utility APIs for every flavour of RCU, with their read-side markers.',
    ],
    [
      'a place in a list the card does not show ("What is the second advantage of WAL-mode?", held-out round 25, CTX)',
      'The second advantage of WAL-mode is that writers do not block readers and readers do not block writers.',
    ],
    [
      'a number next to its alternative ("perhaps _____ or 2% slower", held-out round 25, TRIV)',
      'WAL might be very slightly slower (perhaps 1% or 2% slower) than the traditional rollback-journal approach in applications that do mostly reads and seldom write.',
    ],
    [
      'a label over a list of titles ("What is meant by "Notation Reference"?", held-out round 24, MISS)',
      'Notation Reference: Writing pitches, Writing rhythms, Writing rests, Time signature, Clef.',
    ],
    [
      'a clause run on without a comma into a condition ("What happens when LilyPond interprets the input the musical information is parsed …?", held-out round 24, UNGR)',
      'When LilyPond interprets the input the musical information is parsed from left to right, similar to the way a performer reads the score.',
    ],
    [
      'a position among others for an answer ("What is middle C, denoted by c\'?" → "The initial note", held-out round 24, CTX)',
      "The initial note is middle C, denoted by c'. Middle C is the C nearest the middle of the piano keyboard. Every note after middle C is written relative to it.",
    ],
    [
      'where a thing is for what it is ("What are the Clef_engraver and Key_engraver?" → "To be found in every Staff Context", held-out round 24)',
      'The Clef_engraver and Key_engraver are to be found in every Staff Context, as different staves may require different clefs and keys.',
    ],
    [
      'a judgement of doing a thing for what it is ("What is an octopus?" → "A valid thing to do …", held-out round 23, WRONG)',
      'An octopus is a valid thing to do and often makes it easier to view the commit history if you are merging more than two independent changes at the same time.',
    ],
    [
      'a margin\'s "Note" run into a subject ("What is slightly cumbersome …?" → "Note git pull", held-out round 23)',
      'Note git pull is slightly cumbersome for HTTP transport, as a packed repository may contain relatively few objects in a relatively large pack. You use git pull to fetch. Then git pull merges.',
    ],
    [
      'a name with a capital letter in brackets read as a call ("What does HTTP(S) do?", held-out round 23)',
      'HTTP(S)\n\nDownloader from http and https URL first obtains the topmost commit object name from the remote site by looking at the specified refname under repo.git/refs/ directory.',
    ],
    [
      'a meaning that says its term again in another form ("What is independence?" → "… occur independently", held-out round 22, TRIV)',
      'Independence is the property that the row and column factors occur independently.',
    ],
    [
      'a warning box\'s label and an error printed with its message ("What is meant by "ValueError"?", held-out round 22)',
      'Experimental: the behaviour of pd.NA can still change without warning.\n\nValueError: Cannot mask with non-boolean array containing NA / NaN values\n\nTypeError: boolean value of NA is ambiguous',
    ],
    [
      'one of several advantages ("What is an advantage of SymPy?" → "It is lightweight", held-out round 21, F)',
      'An advantage of SymPy is that it is lightweight.',
    ],
    [
      'the concept the document names most as an answer ("What is nothing more than a Python library …?" → "SymPy", held-out round 21, TRIV)',
      'SymPy is nothing more than a Python library, like NumPy, Django, or even modules in the Python standard library sys or re. SymPy does not extend the language. SymPy objects are immutable. SymPy uses the symbol class for variables.',
    ],
    [
      'a cause of a purpose\'s noun read as the reason for the clause ("Why must care be taken …?", held-out round 20)',
      'Care must be taken to minimise numerical ringing due to the circular nature of FFT convolution.',
    ],
    [
      'what a thing does when the text says it of several things ("What does SciPy provide?", held-out round 20)',
      'SciPy provides a DCT with the function dct and a corresponding IDCT with the function idct. SciPy provides the functions fftfreq and fftshift to simplify working with the FFT functions.',
    ],
    [
      'what a tool is used for when the answer only says its name again ("A pipette bulb is used to fill pipettes")',
      'A pipette bulb is used to fill pipettes.',
    ],
    [
      'what a tool lets you do with a thing said before ("handle that as well")',
      'SQL allows you to handle that as well.',
    ],
    [
      'a condition whose outcome says "both" of a pair said before (held-out round 29, both raters CTX)',
      'If only one namespace is specified, it is used for both.',
    ],
    [
      'a condition on an attribute of the code ("If __path__ is not empty", held-out round 29)',
      'If __path__ is not empty, it must produce strings when iterated over.',
    ],
    [
      'a purpose that names two, the second with its own "to" (held-out round 29: "How do you support … and also to contribute …?", UNGR)',
      'To support imports of modules and also to contribute portions to namespace packages, implement the find_spec method.',
    ],
    [
      'a purpose whose clause has a subject and a modal, not an order (held-out round 29: "… path entry finders must implement", UNGR)',
      'To support imports of modules and packages, path entry finders must implement the find_spec method.',
    ],
    [
      'a meaning that is a label and its entry ("Values for lookup: Class: comes first …", held-out round 29, CTX)',
      'Values for lookup: Class: comes first from the class variable, second from the first argument to the method.',
    ],
    [
      'a thing singled out whose answer is a preposition\'s phrase ("What is the greatest use …?" → "Through print methods …", held-out round 29, UNGR)',
      'Object oriented programming is a style of programming. The greatest use of object oriented programming in R is through print methods, summary methods and plot methods.',
    ],
    [
      'a name of the code\'s variables in a blank ("an object called .Group", held-out round 29)',
      'Group methods are dispatched on the group of the generic function. Each dispatch then creates an object called .Group in the frame.',
    ],
    [
      'what a tool is used for when its name says it ("Heating coils are used to heat flasks", held-out, both raters TRIV)',
      'Heating coils are used to heat flasks and other containers. A dropping funnel can be used to drop precise amounts of fluid.',
    ],
    [
      'a tip under its label, told to the reader (held-out round 27, both raters CTX)',
      'Compiled code: Compiling your Python code with Numba or Cython might make parallelism unnecessary.',
    ],
    [
      'a condition on a variable of the document\'s example (held-out round 27: "What happens if cv_image is …?", CTX)',
      'If cv_image is an array of unsigned bytes, skimage will understand it by default.',
    ],
    [
      'a meaning said of a translation the sentence before named (held-out round 31: "What does the direct translation mean?", CTX)',
      'The direct translation means the “Bailer of Makali’i”.',
    ],
    [
      'a gloss that is a clause, not a meaning ("which means that …")',
      'Students often forget Avogadro, which means that every mole is miscounted.',
    ],
    [
      'a term defined as one fact about it (held-out round 32: "What is an apparent anomaly?" → "The fact that …", both raters CTX)',
      'An apparent anomaly is the fact that the actual positional path of the sun seems to move in a direction opposite the seasonal associations.',
    ],
    [
      'a line whose meaning is a statement with a place and time in its subject (held-out round 32: "What is meant by "South Cross"?")',
      'South Cross: The most outstanding stars in the evening of the Summer Solstice are Acrux, Mimosa and Gacrux.',
    ],
    [
      'a line whose meaning is a statement about a quoted name (held-out round 32, both raters TRUNC)',
      'Hernán Crespo Toral (The Frog): The "Hampatu" is the animal that has several stages, and it appears on the night of the June solstice.',
    ],
    [
      'a ranked role with its kind and nothing of what (held-out round 33: "What was the key technical innovation?", both raters CTX)',
      'The key technical innovation was the introduction of apt, a new package management interface.',
    ],
    [
      'a name said to be an exception to a rule (held-out round 33: "What was squeeze?" → "A one-time exception …", WRONG)',
      'Squeeze was a one-time exception to the two-year policy in order to get into the new time schedule.',
    ],
    [
      'a nickname in brackets (held-out round 35: "(also known as _____)" → "blendi", both raters MISS)',
      'On July 21st, 2002, Martin Butterweck (also known as blendi) died after battling leukemia for a long time.',
    ],
    [
      'a person called by the first name of the full name given before (held-out round 35: "What was Christopher?")',
      'On March 1st, 2001, Christopher Matthew Rutter died. Christopher was a young and well known member of the Debian project helping the ARM port.',
    ],
  ])('makes no card from %s', async (_name, text) => {
    expect(await flashcards([unit(text)])).toEqual([]);
  });

  it('asks no "Who …?" answered by the people the document is about (held-out round 31: "Ancient Aztec" in a deck titled "Aztec", TRIV)', async () => {
    const text =
      'Ancient Aztec identified the Orion’s Belt as Mamalhuaztli, and it represented the wood sticks used to light the new fire in the commemoration celebrated every 52 years.';
    const asked = async (title: string) => {
      const result = await model.generate({
        contentType: 'flashcards',
        analysis: analyzeDocument({ title, units: [unit(text, 'Mamalhuaztli')] }),
        maxItems: 5,
      });
      return (result.items as GeneratedFlashcard[]).map((c) => c.answer);
    };
    expect(await asked('Sky lore of Mexico')).toContain('Ancient Aztec');
    expect(await asked('Aztec')).not.toContain('Ancient Aztec');
  });

  it('asks one fact of a list of facts said alike (held-out round 33: nine "Who led Debian from … until …?", MISS)', async () => {
    const leaders = [
      ['Bruce Perens', 'April 1996', 'December 1997'],
      ['Ian Jackson', 'January 1998', 'December 1998'],
      ['Wichert Akkerman', 'January 1999', 'March 2001'],
      ['Ben Collins', 'April 2001', 'April 2002'],
      ['Bdale Garbee', 'April 2002', 'April 2003'],
    ];
    const text = [
      'Debian has had several leaders since its beginnings in 1993.',
      'Ian Murdock founded Debian in August 1993 and led it until March 1996.',
      ...leaders.map(([name, from, until]) => `${name} led Debian from ${from} until ${until}.`),
    ].join(' ');
    const cards = await flashcards([unit(text, 'Leadership')]);
    const led = cards.filter((c) => /^Who led Debian from/.test(c.question));
    expect(led).toHaveLength(1);
    expect(cards.map((c) => c.answer)).toContain('Ian Murdock');
  });

  it.each([
    [
      "a modal lead-in (held-out round 34: the Debian Constitution's powers got no card)",
      'An individual Developer may\n1. make any technical or nontechnical decision with regard to their own work;\n2. propose or sponsor draft General Resolutions;\n3. vote on General Resolutions and in Leadership elections.',
      'What may an individual Developer do?',
      'Make any technical or nontechnical decision with regard to their own work; Propose or sponsor draft General Resolutions; Vote on General Resolutions and in Leadership elections',
    ],
    [
      '"Together, … may:"',
      'Together, the Developers may:\n1. Appoint or recall the Project Leader.\n2. Amend the constitution with a 3:1 majority.',
      'What may the Developers do together?',
      'Appoint or recall the Project Leader; Amend the constitution with a 3:1 majority',
    ],
    [
      'an "are:" lead-in with a plural subject',
      'The four necessary conditions for deadlock are:\n• Mutual exclusion\n• Hold and wait\n• No preemption\n• Circular wait',
      'What are the four necessary conditions for deadlock?',
      'Mutual exclusion; Hold and wait; No preemption; Circular wait',
    ],
  ])('asks for the list a sentence leads into: %s', async (_name, text, question, answer) => {
    const cards = await flashcards([unit(`Some words open the section here.\n\n${text}`, 'Powers')]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([question, answer]);
  });

  it('asks for no list a lead-in that points elsewhere introduces, or one of more than eight points', async () => {
    const many = Array.from({ length: 9 }, (_, i) => `${i + 1}. Point number ${i + 1} of the list.`).join('\n');
    const cards = await flashcards([
      unit(`Some words open the section here.\n\nThese features include:\n• Speed\n• Safety`, 'Features'),
      unit(`Some words open the section here.\n\nThe Project Leader may:\n${many}`, 'Leader'),
    ]);
    expect(cards.map((c) => c.question)).not.toContain('What do these features include?');
    expect(cards.map((c) => c.question)).not.toContain('What may the Project Leader do?');
  });

  it('names the kind of thing a glossary line is when its section is named by one plural noun (held-out round 35: "What does "Throne" mean?", both raters CTX)', async () => {
    const lines =
      'Throne: Lord Jesus’s chair among the stars of the sky.\nCrown: The thorn wreath that was put on Christ’s head.\nSieve: The grain sieve that God used to sift zhito.';
    const questions = async (heading: string) => (await flashcards([unit(lines, heading)])).map((c) => c.question);
    expect(await questions('Constellations')).toContain('What is meant by the constellation "Throne"?');
    expect(await questions('Terms')).toContain('What is meant by "Throne"?');
  });

  it('asks what the document\'s own subject is for only from its opening, not from a section (held-out: "What are regular expressions used for?" from the section on groups, both raters WRONG)', async () => {
    const units = [
      unit(
        'This document is an introductory tutorial to using regular expressions in Python with the re module.',
        'Introduction',
      ),
      unit(
        'Groups capture parts of a match. Regular expressions are often used to dissect strings by writing a pattern divided into several subgroups.',
        'Grouping',
      ),
    ];
    const result = await model.generate({
      contentType: 'flashcards',
      analysis: analyzeDocument({ title: 'Regular Expression HOWTO', units }),
      maxItems: 20,
    });
    expect(result.items.map((c) => c.question)).not.toContain('What are regular expressions used for?');
  });

  it('asks what each of two things contains when the text says it once of each (held-out round 19, both raters K)', async () => {
    const cards = await flashcards([
      unit(
        "The itertools module contains a number of commonly used iterators as well as functions for combining several iterators. The operator module contains a set of functions corresponding to Python's operators.",
      ),
    ]);
    expect(cards.map((c) => c.question)).toEqual([
      'What does the itertools module contain?',
      'What does the operator module contain?',
    ]);
  });

  it('takes no judgement for a meaning, and asks its reason instead ("What is Long Term Support?", held-out round 13, WRONG)', async () => {
    const cards = await flashcards([
      unit(
        'Long Term Support is a difficult commitment to make in Debian because volunteers tend to avoid the work that is not very fun.',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      [
        'Why is Long Term Support a difficult commitment to make in Debian?',
        'Because volunteers tend to avoid the work that is not very fun',
      ],
    ]);
  });

  it('asks a term once: a blank on a term the set already defines is the same card (held-out round 9, DUP)', async () => {
    const cards = await flashcards([
      unit('An epoch is a certain instant of time used as a reference for time measurement in astronomy.', 'Epoch'),
      unit(
        'Julian Days count days since a remote date. Astronomers use certain Julian Day values as important reference points, called Epochs.',
        'Julian Day',
      ),
    ]);
    expect(cards.map((c) => c.question)).toContain('What is an epoch?');
    expect(cards.filter((c) => /^epochs?$/i.test(c.answer))).toEqual([]);
  });

  it('never blanks a generic word, and never cuts an answer short', async () => {
    const cards = await flashcards([
      unit(
        'Many people experienced the war in different ways. The Treaty of Versailles required Germany to pay reparations to the Allies. The League of Nations was an international organization created after the First World War to resolve international disputes between its member states without war.',
      ),
    ]);
    for (const card of cards) {
      expect(card.answer.toLowerCase()).not.toMatch(/^(people|ways?|war|experience)$/);
      expect(`${card.question} ${card.answer}`).not.toMatch(/…|\.\.\./);
    }
  });
});

describe('the local generator: histories (held-out round 37)', () => {
  it.each([
    ['a subject that points back', 'Their capital Tollan was violently destroyed in 1168.'],
    ['a subject without a name', 'The empire was split in the 4th century CE.'],
    ['a number that is no year', 'The survey counted birds in 12 cases.'],
    [
      'a date that does not end its clause',
      'Chimor began its expansion in the 12th century from the Moche river valley.',
    ],
    [
      'a subject without its article',
      'In 819 years Carantania joined the revolt of the Croatian duke Ljudevit Posavski.',
    ],
    // Held-out round 40 (both raters CTX): a place named by its kind, a thing counted against one before.
    ['a place named only by its kind', 'The Dutch abandoned the island in 1710.'],
    ['a thing counted against one before', 'A second union with Denmark existed from 1667 to 1773.'],
  ])('asks no date of %s', async (_name, text) => {
    const cards = await flashcards([unit(text, 'Peoples')]);
    expect(cards.filter((c) => /^(When|During what period)\b/.test(c.question))).toEqual([]);
  });

  it('asks who did it, with its date, when the sentence names the doer', () => {
    const asked = askedBy(datedEventRule, 'Carthage was destroyed by Rome in 146 BCE.', ['carthage', 'rome']);
    expect(asked).toContainEqual(['Who destroyed Carthage in 146 BCE?', 'Rome']);
  });

  it.each([
    [
      'where a named people came from',
      'The Langobards originated from Scandinavia but settled in the area on the lower Elbe.',
      'Where did the Langobards originate?',
      'From Scandinavia',
    ],
    [
      'where a named people went, its date kept in the question',
      'The Phrygians arrived in Anatolia around the twelfth century BCE, at the time of the invasion of the Sea Peoples.',
      'Where did the Phrygians arrive around the twelfth century BCE?',
      'In Anatolia',
    ],
  ])('asks %s', (_name, text, question, answer) => {
    const asked = askedBy(whereRule, text);
    expect(asked).toEqual([[question, answer]]);
  });

  it('asks no place that is not named, and no place of a subject that is not', async () => {
    const cards = await flashcards([
      unit('The farmers settled in the valley. Most people lived in small villages near Rome.', 'Farming'),
    ]);
    expect(cards.filter((c) => c.question.startsWith('Where'))).toEqual([]);
  });

  it('reads "They" in a section on a people as the people, and cites the sentence as written', async () => {
    const text =
      'The Cañaris were a pre-Columbian civilization in what is now Ecuador. They formed a loose confederation with their main political center in Guapdondelig. They rebelled during the Incan civil war.';
    const cards = await flashcards([unit(text, 'Cañaris')]);
    const formed = cards.find((c) => c.question === 'What did the Cañaris form?');
    expect(formed?.answer).toBe('A loose confederation with their main political center in Guapdondelig');
    expect(formed?.source.sentence).toBe(
      'They formed a loose confederation with their main political center in Guapdondelig.',
    );
  });

  it('asks what the section’s own people did, its heading their name in the plural (held-out round 39)', async () => {
    const cards = await flashcards([
      unit(
        'The Kushan empire maintained trade relations with Rome and China. The Kushans were an ancient people of Central Asia.',
        'Kushans',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([
      'What did the Kushan empire maintain?',
      'Trade relations with Rome and China',
    ]);
  });

  it('reads "They" as the people only in a section headed by their name that opens with them', async () => {
    const text =
      'The Cañaris were a pre-Columbian civilization in what is now Ecuador. They formed a loose confederation with their main political center in Guapdondelig.';
    const cards = await flashcards([unit(text, 'Andean peoples')]);
    expect(cards.map((c) => c.question)).not.toContain('What did the Cañaris form?');
  });

  it('asks a numbered glossary’s entries, past their translations and origin, and not a manual’s numbered sections', async () => {
    const entries: [string, string][] = [
      [
        '1.59 comma',
        'ES: coma, I: comma, F: comma, D: Komma, NL: komma.\nDifference in pitch between a note derived from pure tuning and the same note derived from some other tuning method.',
      ],
      [
        '1.64 compound interval',
        'ES: intervalo compuesto, I: intervallo composto, F: intervalle composé.\nIntervals larger than an octave.',
      ],
      [
        '1.72 counterpoint',
        'From Latin punctus contra punctum, note against note. The combination into a single musical fabric of lines or parts which have distinct melodic significance.',
      ],
      ['1.62 common time', 'The symbol, which resembles a capital letter C, comes from mensural notation.'],
      ['1.82 decrescendo', 'Decreasing tone volume.'],
      ['1.84 diatonic scale', 'A scale consisting of 5 whole tones and 2 semitones.'],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What is meant by "compound interval"?', 'Intervals larger than an octave']);
    expect(asked).toContainEqual([
      'What is meant by "counterpoint"?',
      'The combination into a single musical fabric of lines or parts which have distinct melodic significance',
    ]);
    expect(asked).toContainEqual(['What is meant by "decrescendo"?', 'Decreasing tone volume']);
    expect(cards.map((c) => c.question)).not.toContain('What is meant by "common time"?');
    const manual = await flashcards(
      entries.map(([heading, text]) =>
        unit(
          text,
          heading.replace(/ (\w)/, (_m, c: string) => ` ${c.toUpperCase()}`),
        ),
      ),
    );
    expect(manual.filter((c) => c.question.startsWith('What is meant by'))).toEqual([]);
  });

  it('reads a glossary entry’s kind line as its meaning, asks each entry once, and no sentence about the term (held-out round 38)', async () => {
    const entries: [string, string][] = [
      [
        '1.158 high bass clef',
        'ES: ?, I: ?, F: clef de basse haute.\nBeginning in 18th century the high bass clef used in French Horn parts for the lowest pitches.',
      ],
      ['1.182 longa', 'ES: longa, I: longa, F: longa, longue.\nNote value: twice the length of a breve.'],
      [
        '1.187 maxima',
        'ES: máxima, I: maxima, F: maxima.\nNote value: twice the length of a longa.\nThe maxima is the largest duration in use during the 15th and 16th centuries.',
      ],
      ['1.163 interval', 'ES: intervalo, I: intervallo, F: intervalle.\nDifference in pitch between two notes.'],
      ['1.165 inverted interval', 'ES: intervalo invertido, I: intervallo rivolto.\nThe interval turned upside down.'],
      // Held-out round 39: a notation example's letters, and a cross-reference to another entry.
      ['1.259 repeat', 'ES: repetición, I: ripetizione, F: barre de reprise.\nPPhh h h Nh hhh h'],
      [
        '1.256 rallentando',
        'ES: rallentando, I: rallentando.\nSlackening in speed, more gradual than Section 1.262 [ritardando], page 66.',
      ],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What is meant by "longa"?', 'A note value twice the length of a breve']);
    expect(cards.filter((c) => /maxima/i.test(c.question))).toHaveLength(1);
    expect(cards.filter((c) => c.question.includes('high bass clef'))).toEqual([]);
    expect(cards.filter((c) => c.question.includes('"repeat"'))).toEqual([]);
    expect(asked).toContainEqual([
      'What is meant by "rallentando"?',
      'Slackening in speed, more gradual than ritardando',
    ]);
  });

  it('writes a name that only opens sentences with its capital when a name of its stem stands inside one', async () => {
    const cards = await flashcards([
      unit(
        'Phoenicia was an ancient civilization, based in what is now the coastal regions of Lebanon and Syria. The Carthaginians were descendants of Phoenician traders.',
        'Phoenicians',
      ),
    ]);
    expect(cards.map((c) => c.question)).toContain('What was Phoenicia?');
  });

  it.each([
    ['phoenicia', 'phoenician', true],
    ['tuvans', 'tuva', true],
    ['carthage', 'carthaginians', true],
    ['lines', 'linux', false],
    ['extractor', 'external', false],
  ])('reads %s and %s as one stem: %s', (a, b, expected) => {
    expect(sameStem(a, b)).toBe(expected);
  });

  it('gives no card whose meaning is only its kind, when the document defines other things of that kind', async () => {
    const cards = await flashcards([
      unit('The Langobards were an ancient Germanic people.', 'Langobards'),
      unit('The Gauls were a Celtic people occupying what is now France and Belgium.', 'Gauls'),
      unit(
        'The Burgundians were an ancient East Germanic people who probably originated on Bornholm island.',
        'Burgundians',
      ),
    ]);
    const questions = cards.map((c) => c.question);
    expect(questions).toContain('What were the Gauls?');
    expect(questions).not.toContain('What were the Langobards?');
  });

  it('offers the dates of the history’s other events as a date’s wrong options, at most one of them another question’s answer', async () => {
    const questions = await quiz([
      unit('Rome was, in legend, founded by Romulus in 753 BCE. The Western Roman Empire fell in 476 CE.', 'Romans'),
      unit('Carthage was destroyed by Rome in 146 BCE. Rome fought three wars against Carthage.', 'Carthaginians'),
      unit('A Hellenistic Kingdom of Pontus was founded in the 3rd century BCE.', 'Pontians'),
      unit('The Hittite kingdom lasted from about 1680 BCE to about 1180 BCE.', 'Hittites'),
      unit('The Dacians were defeated by Rome in 106 CE. The Dacians lived on the Lower Danube.', 'Dacians'),
    ]);
    const dated = questions.filter((q) => q.question.startsWith('When'));
    expect(dated.length).toBeGreaterThan(0);
    const answers = new Set(dated.map((q) => q.correctAnswer));
    for (const q of dated) {
      expect(q.incorrectAnswers).toHaveLength(3);
      // Said as the answer is: a year with an era with years with an era, a century with
      // centuries, never the period ("From about 1680 BCE …"; round 40).
      const shape = /century/.test(q.correctAnswer) ? /^In the \d+(st|nd|rd|th) century BCE$/ : /^In \d+ (BCE|CE)$/;
      for (const option of q.incorrectAnswers) expect(option).toMatch(shape);
      expect(q.incorrectAnswers.filter((o) => answers.has(o)).length).toBeLessThanOrEqual(1);
    }
  });

  it('offers the years nearest a date in time, from every year the document dates something in (held-out round 41)', async () => {
    const questions = await quiz([
      unit('Newfoundland became a dominion in 1907. Newfoundland passed to Canada in 1949.', 'Newfoundland'),
      unit('Acadia was first founded in 1604. The Acadians were deported in 1755.', 'Acadians'),
      unit('Newfoundland gave up self-government in 1934, and a referendum was held in 1948.', 'Newfoundland'),
      unit(
        'The Netherlands Antilles gained internal self governance in 1954. A new charter was signed in 1955. The islands were reorganised in 2010.',
        'Antilles',
      ),
    ]);
    const joined = questions.find(
      (q) => q.question === 'When did the Netherlands Antilles gain internal self governance?',
    );
    expect(joined?.correctAnswer).toBe('In 1954');
    // The 20th century's years, not 1604 or 1755, and not 1955, the year next to it (the corpus's
    // raters: a year next to the answer was the same event told twice).
    for (const option of joined?.incorrectAnswers ?? []) expect(Number(option.slice(3))).toBeGreaterThan(1900);
    expect(joined?.incorrectAnswers).not.toContain('In 1955');
    expect(joined?.incorrectAnswers).toHaveLength(3);
  });

  it('offers the meanings of other peoples, tribes and confederations as one another’s wrong options', async () => {
    const questions = await quiz([
      unit('The Gauls were a Celtic people occupying what is now France and Belgium.', 'Gauls'),
      unit(
        'The Burgundians were an ancient East Germanic people who probably originated on Bornholm island.',
        'Burgundians',
      ),
      unit(
        'The Franks were a Germanic confederation that formed in what is now Northwest Germany in the 3rd century CE.',
        'Franks',
      ),
      unit(
        'The Thuringians were an ancient Germanic confederation in what is now Central Germany, established after the defeat of the Huns.',
        'Thuringians',
      ),
    ]);
    const gauls = questions.find((q) => q.question === 'What were the Gauls?');
    expect(gauls?.correctAnswer).toBe('A Celtic people occupying what is now France and Belgium');
    expect(gauls?.incorrectAnswers).toHaveLength(3);
  });
});

describe('the local generator: held-out rounds 43 and 44 (modern histories, the glossary’s meter)', () => {
  const glossary = (extra: [string, string][]) =>
    [
      [
        '1.59 comma',
        'Difference in pitch between a note derived from pure tuning and the same note derived otherwise.',
      ],
      ['1.64 compound interval', 'Intervals larger than an octave.'],
      ['1.82 decrescendo', 'Decreasing tone volume.'],
      ['1.84 diatonic scale', 'A scale consisting of 5 whole tones and 2 semitones.'],
      ...extra,
    ].map(([heading, text]) => unit(text!, heading!));

  it('asks a line under a glossary entry within the entry, and no term whose root names its number', async () => {
    const meter = glossary([
      [
        '1.198 meter',
        'The pattern of note values and accents in a composition or a section thereof.\nBy grouping beats:\nduple: groups of two.\ntriple: groups of three.\nquintuple: groups of five beats.\nBy subdividing the primary beat:\nsimple: subdivided in groups of two.\ncompound: subdivided in groups of three.',
      ],
    ]);
    const asked = (await flashcards(meter)).map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['In meter, what is meant by "compound"?', 'Subdivided in groups of three']);
    expect(asked.filter(([q]) => /"(duple|triple|quintuple)"/.test(q!))).toEqual([]);
    for (const q of await quiz(meter)) {
      expect(q.correctAnswer).not.toMatch(/^(duple|triple|quintuple)$/);
      // "subdivided in groups of two": no option whose root names another number.
      if (/groups of two/.test(q.question))
        for (const option of q.incorrectAnswers) expect(option).not.toMatch(/^(triple|quintuple)/);
    }
  });

  it('writes a cross-reference as the term it names, without its comma', async () => {
    const cards = await flashcards(
      glossary([['1.209 modulation', 'Moving from one Section 1.167 [key], page 42, to another.']]),
    );
    expect(cards.map((c) => c.answer)).toContain('Moving from one key to another');
  });

  it('asks no date of a creed’s followers without their country, nor of a standing, and names the doer after the date', () => {
    expect(
      askedBy(datedEventRule, 'Marxists seized power in 1972 and renamed the country Benin.', ['marxists']),
    ).toEqual([]);
    expect(
      askedBy(datedEventRule, 'The Soviet Union became one of the most powerful states in the 20th century.', [
        'soviet',
        'union',
      ]),
    ).toEqual([]);
    expect(
      askedBy(
        datedEventRule,
        'The North of Ireland was settled in the 17th century by Scottish and English planters and is now part of the United Kingdom.',
        ['north', 'ireland'],
      ),
    ).toContainEqual([
      'When was the North of Ireland settled by Scottish and English planters?',
      'In the 17th century',
    ]);
  });

  it('asks who did it only of a person, not of a land named by where it lies', () => {
    const asked = askedBy(whoWhenRule, 'In 1967, South Yemen declared independence and joined the communist bloc.', [
      'south',
      'yemen',
    ]);
    expect(asked.filter(([q]) => q!.includes('who'))).toEqual([]);
  });

  it('reads a land that only opens sentences as a name under its people’s heading, and asks of it past an opening phrase', async () => {
    const cards = await flashcards([
      unit(
        'Chad is a landlocked country in Africa. Once the site of the Kanem-Bornu Empire, Chad was colonized by France in 1900.',
        'Chadians',
      ),
      unit(
        'Bahrain is an island country in the Persian Gulf and the smallest country of the Middle East.',
        'Bahrainis',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What is Chad?', 'A landlocked country in Africa']);
    expect(asked).toContainEqual(['When was Chad colonized by France?', 'In 1900']);
    expect(cards.map((c) => c.question)).toContain('What is Bahrain?');
  });

  it('reads past a participle’s opening phrase and an "itself", and a land under its people of another ending', async () => {
    expect(
      askedBy(
        datedEventRule,
        'Called Nyasaland by the British, Malawi adopted its current name upon independence in 1964.',
        ['malawi', 'nyasaland', 'british'],
      ),
    ).toContainEqual(['When did Malawi adopt its current name upon independence?', 'In 1964']);
    expect(askedBy(datedEventRule, 'Savoy itself was annexed by France in 1860.', ['savoy', 'france'])).toContainEqual([
      'When was Savoy annexed by France?',
      'In 1860',
    ]);
    const cards = await flashcards([
      unit('Lebanon proclaimed its independence in 1943. Lebanon has since been ruled by many empires.', 'Lebanese'),
    ]);
    expect(cards.map((c) => c.question)).toContain('When did Lebanon proclaim its independence?');
  });

  it('asks no date of what a subject owns unnamed, no people as a person, no property backwards (held-out round 44)', async () => {
    expect(
      askedBy(datedEventRule, 'The French relinquished their claims in 1783.', ['french']).map(([q]) => q),
    ).toEqual([]);
    expect(
      askedBy(datedEventRule, 'The Republic of Vanuatu declared its independence in 1980.', ['vanuatu']),
    ).toContainEqual(['When did the Republic of Vanuatu declare its independence?', 'In 1980']);
    const cards = await flashcards([
      unit('Many Hessians fought in the American Revolution as mercenaries on both sides.', 'Hessians'),
      unit('The Cape Verdean population is of mixed European and African descent.', 'Cape Verdean'),
    ]);
    expect(cards.map((c) => c.question)).not.toContain(
      'Who fought in the American Revolution as mercenaries on both sides?',
    );
    expect(cards.map((c) => c.question)).not.toContain('What is of mixed European and African descent?');
  });

  it('offers no sibling that the glossary gives the same meaning as the answer', async () => {
    // Entries on one page, as the glossary's PDF gives them: one another's wrong options.
    const degrees = [
      ['1.191 mediant', 'The third scale degree.'],
      ['1.296 subdominant', 'The fourth scale degree.'],
      ['1.297 submediant', 'The sixth scale degree.'],
      ['1.299 subtonic', 'The seventh scale degree.'],
      ['1.301 superdominant', 'The sixth scale degree.'],
      [
        '1.59 comma',
        'Difference in pitch between a note derived from pure tuning and the same note derived otherwise.',
      ],
      ['1.64 compound interval', 'Intervals larger than an octave.'],
      ['1.82 decrescendo', 'Decreasing tone volume.'],
    ].map(([heading, text]) => unit(text!, heading!, { label: 'Page 8' }));
    const sixth = (await quiz(degrees)).find((q) => q.question === 'What is the term for the sixth scale degree?');
    expect(sixth?.incorrectAnswers).toHaveLength(3);
    expect([sixth?.correctAnswer, ...(sixth?.incorrectAnswers ?? [])]).not.toEqual(
      expect.arrayContaining(['submediant', 'superdominant']),
    );
  });

  it('reads round 45’s definitions whole and no further, and asks what a thing consists of as such', async () => {
    expect(askedBy(definitionRule, 'Equatorial Guinea is a country in Africa.', ['equatorial', 'guinea'])).toEqual([]);
    expect(
      askedBy(
        definitionRule,
        'Today, Greenland is a self-governing country within the Kingdom of Denmark with mixed Inuit and Scandinavian population.',
        ['greenland'],
      ).map(([q]) => q),
    ).toEqual(['What is Greenland?']);
    expect(
      askedBy(
        definitionRule,
        'Sri Vijaya was an empire centered on Palembang in eastern Sumatra and extended its control through much of Java.',
        ['sri', 'vijaya'],
      ),
    ).toContainEqual(['What was Sri Vijaya?', 'An empire centered on Palembang in eastern Sumatra']);
    expect(
      askedBy(
        definitionRule,
        'The Métis are a people of mixed First Nations (Native American) and European (mostly French) descent living mainly in the Canadian prairie provinces.',
        ['métis'],
      ),
    ).toContainEqual([
      'What are the Métis?',
      'A people of mixed First Nations (Native American) and European descent living mainly in the Canadian prairie provinces',
    ]);
    const fiji = await flashcards([
      unit(
        'Fiji is the most populous of the small Oceanian island states. It consists of Viti Levu, Vanua Levu and hundreds of smaller islands.',
        'Fijians',
      ),
    ]);
    expect(fiji.map((c) => [c.question, c.answer])).toContainEqual([
      'What does Fiji consist of?',
      'Viti Levu, Vanua Levu and hundreds of smaller islands',
    ]);
  });

  it('asks no who of the section’s own land (held-out round 46)', () => {
    const text = 'In 1962, Modern Uganda gained independence from the British Empire after decades of rule.';
    const who = (heading: string) =>
      askedBy(whoWhenRule, text, ['modern', 'uganda', 'british', 'empire'], heading).filter(([q]) => /who/i.test(q!));
    expect(who('Notes')).not.toEqual([]);
    expect(who('Ugandans')).toEqual([]);
  });

  it('asks no meaning of a place named only by its kind', () => {
    expect(askedBy(definitionRule, 'The islands were a British protectorate from 1887 to 1965.')).toEqual([]);
  });

  it('asks what a place was the site of, and the things counted before a colon with the question (held-out round 47)', async () => {
    expect(
      askedBy(
        definitionRule,
        'Saint Kitts was the site of some of the earliest French and English colonization attempts in the New World.',
        ['saint', 'kitts'],
      ),
    ).toEqual([
      [
        'What was Saint Kitts the site of?',
        'Some of the earliest French and English colonization attempts in the New World',
      ],
    ]);
    const rusyns = await flashcards([
      unit(
        'The Rusyns are an ethnic group on the western periphery of the East Slavic nations. Rusyns formed two ephemeral states after World War I: the Lemko-Rusyn Republic and the Komancza Republic.',
        'Rusyns',
      ),
    ]);
    expect(rusyns.map((c) => [c.question, c.answer])).toContainEqual([
      'What two ephemeral states did Rusyns form after World War I?',
      'The Lemko-Rusyn Republic and the Komancza Republic',
    ]);
  });

  it('reads round 48’s peoples: their land’s capital, its kind of place, a term, a trace, a second independence', async () => {
    const cards = await flashcards([
      unit(
        'Montenegro is a small country on the Balkans, the last to be conquered by the Ottomans and the first to become independent again.',
        'Montenegrins',
      ),
      unit(
        'Modern Turkey is the successor state of the Ottoman Empire. The Turks fought in World War I on the side of the Central Powers.',
        'Turks',
      ),
      unit(
        'Tajikistan is a nation in Central Asia. The Tajiks trace the foundation of their nation back to the Samanid Empire, one of the first Persian states to appear after the Arab conquest.',
        'Tajiks',
      ),
      unit(
        'Colombia is a country in northern South America. The Republic of Colombia gained independence in 1819.',
        'Colombians',
      ),
      unit('Belarus became independent in 1991.', 'Belarusians'),
      unit(
        'Malta was first settled around 5200 BCE. Malta became independent in 1964 and joined the EU in 2004.',
        'Maltese',
      ),
      unit(
        'Australian Aborigines is a collective term for the original inhabitants of the Australian continent.',
        'Aborigines',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked.map(([q]) => q)).toContain('What is Montenegro?');
    expect(asked).toContainEqual(['What is modern Turkey?', 'The successor state of the Ottoman Empire']);
    expect(asked.map(([q]) => q)).not.toContain('What is Tajikistan?');
    expect(asked.map(([q]) => q)).not.toContain('What is Colombia?');
    expect(asked).toContainEqual([
      'What do the Tajiks trace the foundation of their nation back to?',
      'The Samanid Empire, one of the first Persian states to appear after the Arab conquest',
    ]);
    expect(asked).toContainEqual(['When did Belarus become independent?', 'In 1991']);
    expect(asked).toContainEqual(['When did Malta become independent?', 'In 1964']);
    expect(asked).toContainEqual([
      'What does the term "Australian Aborigines" refer to?',
      'The original inhabitants of the Australian continent',
    ]);
  });

  it('gives round 48’s uncovered sections their opening fact (tuned on)', async () => {
    const proper = [
      'sorbs',
      'germany',
      'vikings',
      'europe',
      'novgorod',
      'ghaznavids',
      'parthians',
      'yemen',
      'navajo',
      'diné',
      'comanche',
      'numunu',
    ];
    const ask = (rule: Rule, text: string, heading = 'Notes') => askedBy(rule, text, proper, heading);
    expect(
      ask(definitionRule, 'The Sorbs are West Slavic people living in the East of Germany in Eastern Saxony.'),
    ).toEqual([['What are the Sorbs?', 'West Slavic people living in the East of Germany in Eastern Saxony']]);
    expect(
      ask(datedEventRule, 'The Vikings raided and traded along the coasts of Europe between 800 CE and 1100 CE.'),
    ).toContainEqual([
      'During what period did the Vikings raid and trade along the coasts of Europe?',
      'Between 800 CE and 1100 CE',
    ]);
    expect(
      ask(
        datedEventRule,
        'The Novgorod Republic existed between the 12th and 15th centuries and was centered on the city of Novgorod.',
      ),
    ).toContainEqual(['During what period did the Novgorod Republic exist?', 'Between the 12th and 15th centuries']);
    expect(
      ask(
        definitionRule,
        'The Ghaznavids were a Sunni Muslim dynasty of Turkish origin, reigning from 977 to 1186 CE in Afghanistan, and at the peak of their power also in eastern Iran.',
      ),
    ).toEqual([
      [
        'What were the Ghaznavids?',
        'A Sunni Muslim dynasty of Turkish origin, reigning from 977 to 1186 CE in Afghanistan',
      ],
    ]);
    expect(
      ask(
        definitionRule,
        'The Parthians were originally a nomadic people from Central Asia who inhabited the Parthia region.',
      ),
    ).toEqual([
      ['What were the Parthians originally?', 'A nomadic people from Central Asia who inhabited the Parthia region'],
    ]);
    expect(ask(definitionRule, 'Yemen is the only republic on the Arabian Peninsula.')).toEqual([
      ['What is Yemen?', 'The only republic on the Arabian Peninsula'],
    ]);
    expect(ask(definitionRule, 'Parsing is the only way to read the file.')).toEqual([]);
    expect(
      ask(definitionRule, 'The Navajo or Diné are the most populous Native American nation of the United States.'),
    ).toEqual([['What are the Navajo?', 'The most populous Native American nation of the United States']]);
    expect(
      ask(
        definitionRule,
        'The Comanche or Numunu are a Native American ethnic group whose historic range (the Comancheria) consisted of eastern New Mexico.',
      ),
    ).toEqual([
      ['What are the Comanche?', 'A Native American ethnic group whose historic range consisted of eastern New Mexico'],
    ]);
  });

  it('reads an unnumbered glossary: each entry’s opening phrase under its term (held-out round 49)', async () => {
    const entries: [string, string][] = [
      [
        'deadlock',
        'A situation where two or more processes are unable to proceed because each is waiting for one of the others to do something.',
      ],
      ['race condition', 'Anomalous behavior due to unexpected critical dependence on the relative timing of events.'],
      [
        'semaphore',
        'The classic method for restricting access to shared resources in a multi-processing environment. They were invented by Dijkstra.',
      ],
      [
        'mutual exclusion',
        '(Or "mutex", plural: "mutexes") A collection of techniques for sharing resources so that different uses do not conflict.',
      ],
      [
        'kernel',
        '(Note: NOT "kernal").\n<operating system> The essential part of Unix or other operating systems, responsible for resource allocation. See also microkernel.',
      ],
      [
        'packet',
        'The unit of data sent across a network. "Packet" is a generic term used to describe a unit of data at any layer of the OSI protocol stack.',
      ],
      [
        'domain name system',
        '(DNS) A general-purpose distributed, replicated, data query service chiefly used on Internet for translating hostnames into Internet addresses. DNS is a distributed service which translates hostnames into addresses.',
      ],
      ['router', "/roo't*/ A device which forwards packets between networks."],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "deadlock"?',
      'A situation where two or more processes are unable to proceed because each is waiting for one of the others to do something',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "semaphore"?',
      'The classic method for restricting access to shared resources in a multi-processing environment',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "mutual exclusion"?',
      'A collection of techniques for sharing resources so that different uses do not conflict',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "kernel"?',
      'The essential part of Unix or other operating systems, responsible for resource allocation',
    ]);
    expect(asked).toContainEqual(['What is meant by "packet"?', 'The unit of data sent across a network']);
    expect(asked).toContainEqual(['What is meant by "router"?', 'A device which forwards packets between networks']);
    expect(asked.map(([q]) => q)).toContain('What is meant by "domain name system (DNS)"?');
    // One card per term: not "What is DNS?" nor its meaning asked back as "… → DNS" beside the entry.
    expect(asked.filter(([q, a]) => q === 'What is DNS?' || a === 'DNS')).toEqual([]);
    // Headings of a manual are no glossary's terms.
    const manual = await flashcards(
      [
        ['Introduction', 'A short tour of the system for new users.'],
        ['Getting Started', 'Installing the package takes a minute.'],
      ].map(([heading, text]) => unit(text!, heading!)),
    );
    expect(manual.map((c) => c.question).filter((q) => q.startsWith('What is meant by'))).toEqual([]);
  });

  it('asks no date of "the Principality" unnamed, nor a meaning that runs into the next term’s', async () => {
    expect(
      askedBy(datedEventRule, 'The Principality was formed by the merger of Vaduz and Schellenberg in 1719.', [
        'principality',
        'vaduz',
        'schellenberg',
      ]),
    ).toEqual([]);
    const cards = await flashcards([
      unit(
        'There are several kinds of scheduling related to computers:\ninstruction scheduling - sequencing the instructions executed by the CPU\nmultitasking ("process scheduling") - sharing a CPU between several processes\napplication software to help organise your daily meetings etc.',
        'scheduler',
      ),
    ]);
    expect(cards.map((c) => c.question)).not.toContain('What is meant by "instruction scheduling"?');
  });

  it('offers a glossary’s other entries of the same kind as wrong terms when each entry is a unit of its own', async () => {
    const techniques: [string, string][] = [
      ['refactoring', 'A technique for improving software by changing its internal structure.'],
      ['memoisation', 'A technique for saving the results of function calls for later calls.'],
      ['inlining', 'A technique for replacing a function call with the body of the function.'],
      ['pipelining', 'A technique for overlapping the execution of several instructions.'],
      ['caching', 'A technique for keeping copies of data close to the processor.'],
    ];
    const questions = await quiz(techniques.map(([heading, text]) => unit(text, heading)));
    const forRefactoring = questions.find((q) => q.correctAnswer === 'refactoring');
    expect(forRefactoring?.question).toBe(
      'What is the term for a technique for improving software by changing its internal structure?',
    );
    for (const option of forRefactoring!.incorrectAnswers)
      expect(['memoisation', 'inlining', 'pipelining', 'caching']).toContain(option);
    // Held-out round 51 (DIST): a degree is no option for a process, nor an act for a property.
    const mixed: [string, string][] = [
      ['debugging', 'The process of attempting to determine the cause of malfunctions in a program.'],
      ['coupling', 'The degree to which components depend on one another.'],
      ['refactoring', 'Improving software by changing its internal structure without altering its behaviour.'],
      ['unit testing', 'The type of testing where a developer proves that a code module meets its requirements.'],
      ['prototype', 'An early version of a system built to explore what users want.'],
    ];
    expect((await quiz(mixed.map(([heading, text]) => unit(text, heading)))).map((q) => q.correctAnswer)).not.toContain(
      'debugging',
    );
  });

  it('defines nothing as "the other" one, and offers no meaning that names the question’s subject', async () => {
    expect(
      askedBy(definitionRule, 'User Datagram Protocol is the other, connectionless, protocol that runs on top of IP.'),
    ).toEqual([]);
  });

  it('reads round 50’s peoples: a name as its heading, an island unnamed, a place the subject is named after, options of one kind and time', async () => {
    const cards = await flashcards([
      unit('Mitanni was an ancient Hurrian kingdom in what is now Northern Syria and Iraq.', 'Mitanni'),
      unit(
        'Grenada is an island nation in the Caribbean. The main island was known as Camahogne by the indigenous Caribs.',
        'Grenadians',
      ),
    ]);
    const asked = cards.map((c) => c.question);
    expect(asked).toContain('What was Mitanni?');
    expect(asked).not.toContain('What was the main island?');
    expect(
      askedBy(whereRule, 'The Zaporozhian Cossacks lived in Zaporozhia in Central Ukraine.', [
        'zaporozhian',
        'cossacks',
        'zaporozhia',
      ]),
    ).toEqual([]);
    const questions = await quiz([
      unit('Mitanni was an ancient Hurrian kingdom in what is now Northern Syria and Iraq.', 'Mitanni'),
      unit('Leon was a medieval kingdom in the northwestern part of the Iberian peninsula.', 'Leonese'),
      unit('Grenada is an island nation in the Caribbean.', 'Grenadians'),
      unit('The Mordvins are a Finnic people consisting of two subgroups: the Erzya and the Moksha.', 'Mordvins'),
      unit('Castile was a powerful kingdom of the Iberian peninsula in the Middle Ages.', 'Castilians'),
    ]);
    for (const q of questions) {
      if (q.question === 'What are the Mordvins?') expect(q.incorrectAnswers.join(' ')).not.toMatch(/kingdom/);
      if (q.question === 'What is Grenada?') expect(q.incorrectAnswers.join(' ')).not.toMatch(/medieval|ancient/);
    }
  });

  it('asks round 51’s dated doer without its relative clause, and no reason for "the costs" unnamed', async () => {
    expect(
      askedBy(
        datedEventRule,
        'The Vietnamese nation was founded in the first century CE by twin sisters who became the war leaders.',
        ['vietnamese'],
      ),
    ).toContainEqual(['When was the Vietnamese nation founded by twin sisters?', 'In the first century CE']);
    const cards = await flashcards([
      unit(
        'A pipeline is a sequence of functional units which performs a task in several steps. The costs are greater latency and complexity due to the need to synchronise the stages.',
        'pipeline',
      ),
    ]);
    expect(cards.map((c) => c.question).filter((q) => /costs/.test(q))).toEqual([]);
  });

  it('asks what a glossary entry’s term does of any one of its kind', async () => {
    const entries: [string, string][] = [
      ['deadlock', 'A situation where two or more processes are unable to proceed.'],
      ['race condition', 'Anomalous behavior due to unexpected critical dependence on the relative timing of events.'],
      ['refactoring', 'Improving software by changing its internal structure without altering its external behaviour.'],
      ['coupling', 'The degree to which components depend on one another.'],
      [
        'design pattern',
        'A description of an object-oriented design technique which names, abstracts and identifies aspects of a design structure that are useful for creating an object-oriented design. The design pattern identifies classes and instances, their roles, collaborations and responsibilities. Each design pattern focuses on a particular object-oriented design problem or issue.',
      ],
    ];
    const asked = (await flashcards(entries.map(([heading, text]) => unit(text, heading)))).map((c) => c.question);
    // (Since round 57 the entry's own meaning is read past "which names, abstracts and identifies":
    // its card comes first; what the term does is asked of any one of its kind when it is asked.)
    expect(asked).toContain('What is meant by "design pattern"?');
    expect(asked).not.toContain('What does the design pattern identify?');
  });

  it('reads a list to its end past an -ing word before its noun, and a glossary meaning of up to forty words', async () => {
    expect(
      askedBy(
        definitionRule,
        'Finland is a small, cold country on the northern fringe of Europe, noted for exporting timber, cellular phones, and world-class operating systems.',
        ['finland'],
      ),
    ).toEqual([
      [
        'What is Finland?',
        'A small, cold country on the northern fringe of Europe, noted for exporting timber, cellular phones, and world-class operating systems',
      ],
    ]);
    const entries: [string, string][] = [
      ['pixel', 'The smallest resolvable rectangular area of an image.'],
      ['rendering', 'The conversion of a high-level object-based description into a graphical image for display.'],
      ['vector graphics', 'The representation of separate shapes such as lines, polygons and text.'],
      ['frame buffer', 'Part of a video system in which an image is stored, pixel by pixel.'],
      [
        'raster',
        'The area of a video display that is covered by sweeping the electron beam of the display in a series of horizontal lines from top to bottom.',
      ],
    ];
    const asked = (await flashcards(entries.map(([heading, text]) => unit(text, heading)))).map((c) => c.question);
    expect(asked).toContain('What is meant by "raster"?');
  });

  it('asks no letters that stand for words of another language', () => {
    expect(askedBy(namedRule, 'P and V stand for Dutch "Proberen", to test, and "Verhogen", to increment.')).toEqual(
      [],
    );
  });

  it('reads a glossary meaning past a describing -ing word and up to what it is contrasted with', async () => {
    const cards = await flashcards(
      glossary([
        [
          '1.90 disjunct movement',
          'Progressing melodically by intervals larger than a major second, as contrasted with conjunct movement.',
        ],
        ['1.94 doit', 'Indicator for an indeterminately rising pitch bend. Compare with glissando.'],
      ]),
    );
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "disjunct movement"?',
      'Progressing melodically by intervals larger than a major second',
    ]);
    expect(asked).toContainEqual(['What is meant by "doit"?', 'Indicator for an indeterminately rising pitch bend']);
  });

  it('reads round 53’s glossary entries: a verb form in the term, an act as the meaning, an aside first, a meaning cut at a clause', async () => {
    const entries: [string, string][] = [
      ['machine learning', 'The ability of a machine to improve its performance based on previous results.'],
      [
        'turing test',
        'A criterion proposed by Alan Turing in 1950 for deciding whether a computer is intelligent. Turing called it "the Imitation Game".',
      ],
      [
        'linked list',
        'A data structure in which each element contains a pointer to the next element, thus forming a linear list.',
      ],
      ['sorting', '<application, algorithm> To arrange a collection of items in some specified order.'],
      [
        'neural network',
        '(ANN, commonly just "neural network" or "neural net") A network of many very simple processors ("units" or "neurons"), each possibly having a (small amount of) local memory.',
      ],
      [
        'heap',
        '<programming> An area of memory used for dynamic memory allocation where blocks of memory are allocated and freed in an arbitrary order and the pattern of allocation and size of blocks is not known until run time.',
      ],
      [
        'sql',
        'An industry-standard language for creating, updating and, querying relational database management systems.',
      ],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "machine learning"?',
      'The ability of a machine to improve its performance based on previous results',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "turing test"?',
      'A criterion proposed by Alan Turing in 1950 for deciding whether a computer is intelligent',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "linked list"?',
      'A data structure in which each element contains a pointer to the next element, thus forming a linear list',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "sorting"?',
      'To arrange a collection of items in some specified order',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "neural network"?',
      'A network of many very simple processors ("units" or "neurons")',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "heap"?',
      'An area of memory used for dynamic memory allocation where blocks of memory are allocated and freed in an arbitrary order',
    ]);
    // Never one item of a list as the whole meaning ("… for creating").
    expect(asked.filter(([q]) => q === 'What is meant by "sql"?').map(([, a]) => a)).not.toContain(
      'An industry-standard language for creating',
    );
  });

  it('reads round 54’s glossary: a noun made of a verb’s stem, "you" and "it" within the meaning, an adverb before a participle', async () => {
    const entries: [string, string][] = [
      [
        'hypertext transfer protocol',
        '(HTTP) The client-server TCP/IP protocol used on the web for the exchange of HTML documents. It conventionally uses port 80.',
      ],
      [
        'search engine',
        'A remotely accessible program that lets you do keyword searches for information on the Internet. There are several types of search engine.',
      ],
      [
        'electronic mail',
        '(e-mail) Messages automatically passed from one computer user to another, often through computer networks and/or via modems over telephone lines.',
      ],
      [
        'preprocessor',
        'A program that transforms input data in some way before it is read by the main program. In the case of a compiler, the input is source code.',
      ],
      [
        'uniform resource locator',
        '(URL, previously "Universal") A standard way of specifying the location of an object, typically a web page, on the Internet. URLs are the form of address used on the World-Wide Web.',
      ],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "hypertext transfer protocol"?',
      'The client-server TCP/IP protocol used on the web for the exchange of HTML documents',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "search engine"?',
      'A remotely accessible program that lets you do keyword searches for information on the Internet',
    ]);
    expect(asked.map(([q]) => q)).toContain('What is meant by "electronic mail"?');
    expect(asked).toContainEqual([
      'What is meant by "preprocessor"?',
      'A program that transforms input data in some way before it is read by the main program',
    ]);
    // The abbreviation is the term: "What are URLs?" beside the entry asks it twice.
    expect(asked.map(([q]) => q)).toContain('What is meant by "uniform resource locator (URL)"?');
    expect(asked.map(([q]) => q)).not.toContain('What are URLs?');
  });

  it('ends round 54’s meanings before a clause of their own, and asks no condition that runs past "then"', async () => {
    const cards = await flashcards([
      unit(
        'Gopher was a predecessor of HTTP and Telnet starts an interactive command-line session with a remote server.',
        'Protocols',
      ),
      unit(
        'The Kunas are a Chibchan people living on the Isthmus of Darien, where North and South America meet.',
        'Kunas',
      ),
      unit(
        'If all accesses were writes then, with a write-through policy, every write to the cache would necessitate a main memory write.',
        'Cache',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(cards.filter((c) => /gopher/i.test(c.question)).map((c) => c.answer)).toEqual(['A predecessor of HTTP']);
    expect(asked).toContainEqual([
      'What are the Kunas?',
      'A Chibchan people living on the Isthmus of Darien, where North and South America meet',
    ]);
    expect(cards.filter((c) => /then/.test(c.question))).toEqual([]);
  });

  it('asks round 55’s first event of two with its date, no "What were among …?", no country by its heart alone, a long entry cut before "which"', async () => {
    const cards = await flashcards([
      unit(
        'In 1820 Sudan came under Egyptian rule and later British rule. Sudan became independent in 1956.',
        'Sudanese',
      ),
      unit(
        'The Mon people were among the earliest inhabitants of Southeast Asia and instrumental in the spread of Buddhism in the region.',
        'Mons',
      ),
      unit('Slovakia is a country in the heart of Europe.', 'Slovaks'),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['When did Sudan come under Egyptian rule?', 'In 1820']);
    expect(cards.filter((c) => /later British/.test(c.question) || /^What were among/.test(c.question))).toEqual([]);
    expect(cards.filter((c) => c.answer === 'A country in the heart of Europe')).toEqual([]);
    const glossaryCards = await flashcards(
      [
        [
          'object-oriented programming',
          '(OOP) The use of a class of programming languages and techniques based on the concept of an "object" which is a data structure (abstract data type) encapsulated with a set of routines, called "methods", which operate on the data.',
        ],
        ['logic programming', 'A declarative, relational style of programming based on first-order logic.'],
        ['lazy evaluation', 'An evaluation strategy combining normal order evaluation with updating.'],
        [
          'higher-order function',
          '(HOF) A function that can take one or more functions as arguments and/or return a function as its value.',
        ],
        [
          'imperative language',
          'Any programming language that specifies explicit manipulation of the state of the computer system.',
        ],
      ].map(([heading, text]) => unit(text!, heading)),
    );
    expect(glossaryCards.map((c) => [c.question, c.answer])).toContainEqual([
      'What is meant by "object-oriented programming (OOP)"?',
      'The use of a class of programming languages and techniques based on the concept of an "object"',
    ]);
  });

  it('asks round 56’s fact sheet’s fields of each entry, and never a field’s name for its meaning', async () => {
    const element = (name: string, symbol: string, number: number, text: string) =>
      unit(`Symbol: ${symbol}\n\nAtomic number: ${number}\n\nAtomic weight: ${number * 2}.01\n\n${text}`, name);
    const cards = await flashcards(
      [
        element(
          'hydrogen',
          'H',
          1,
          'Colourless, odourless gaseous chemical element. Discovered by Henry Cavendish in 1776.',
        ),
        element('helium', 'He', 2, 'Colourless, odourless gaseous nonmetallic element. Chemically inert.'),
        element('carbon', 'C', 6, 'Carbon is a member of group 14 of the periodic table.'),
        element('iron', 'Fe', 26, 'Silvery malleable and ductile metallic transition element.'),
      ],
      40,
    );
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What is the symbol of iron?', 'Fe']);
    // (Round 65, TRIV: a symbol that is the name's first letters is read off the question.)
    expect(asked.filter(([q]) => /symbol of (hydrogen|helium|carbon)/.test(q!))).toEqual([]);
    expect(asked).toContainEqual(['What is the atomic number of iron?', '26']);
    expect(cards.filter((c) => /^Atomic (number|weight)$/.test(c.answer))).toEqual([]);
    // (Round 58, TRUNC: the fact sheet's telegraphic ", belongs to …" is part of the meaning.)
    const iodine = await flashcards(
      [
        element(
          'iodine',
          'I',
          53,
          'Dark violet nonmetallic element, belongs to group 17 of the periodic table. Insoluble in water.',
        ),
        element('argon', 'Ar', 18, 'Monatomic noble gas. Makes up 0.93% of the air.'),
        element('cobalt', 'Co', 27, 'Light grey transition element. Some meteorites contain small amounts.'),
        element('nickel', 'Ni', 28, 'Malleable ductile silvery metallic transition element.'),
        element('tin', 'Sn', 50, 'Silvery malleable metallic element belonging to group 14 of the periodic table.'),
      ],
      40,
    );
    expect(iodine.map((c) => [c.question, c.answer])).toContainEqual([
      'What is meant by "iodine"?',
      'Dark violet nonmetallic element belonging to group 17 of the periodic table',
    ]);
    // A line like a field said under one entry only is no fact sheet's field.
    const once = await flashcards([
      unit('Note: see below\n\nA queue is a first-in first-out data structure.', 'queue'),
    ]);
    expect(once.filter((c) => /note/i.test(c.question))).toEqual([]);
  });

  it('reads round 56’s Jargon File entries past their usage tag, part of speech and origin, and "esp." inside a meaning', async () => {
    const entries: [string, string][] = [
      [
        'hacker',
        '[originally, someone who makes furniture with an axe]\n\n1. A person who enjoys exploring the details of programmable systems and how to stretch their capabilities, as opposed to most users.',
      ],
      [
        'bug',
        'An unwanted and unintended property of a program or piece of hardware, esp. one that causes it to malfunction. Antonym of feature.',
      ],
      ['vaporware', 'Products announced far in advance of any release (which may or may not actually take place).'],
      ['guru', '[Unix] An expert who is also a knowledge resource for others.'],
      [
        'heisenbug',
        "[from Heisenberg's Uncertainty Principle in quantum physics] A bug that disappears or alters its behavior when one attempts to probe or isolate it.",
      ],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "hacker"?',
      'A person who enjoys exploring the details of programmable systems and how to stretch their capabilities',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "bug"?',
      'An unwanted and unintended property of a program or piece of hardware, esp. one that causes it to malfunction',
    ]);
    expect(asked).toContainEqual(['What is meant by "guru"?', 'An expert who is also a knowledge resource for others']);
  });

  it('reads round 59’s slides: a command named in lower case at a sentence’s start, a term before an aside with its own verb', async () => {
    const cards = await flashcards([
      unit(
        'cron is the daemon responsible for executing scheduled and recurring commands (every hour, every day, every week, etc.).',
        '9.7. Scheduling Tasks with cron and atd',
      ),
      unit(
        'The “sticky” bit (symbolized by the letter “t”) is a permission that is only useful in directories.',
        'Owners and Permissions',
      ),
      // A name and its other name stay together: "Kampuchea" said once cannot be told from a word.
      unit(
        'Kampuchea (known in English as Cambodia) is the modern successor state of the mighty Khmer Empire.',
        'Cambodians',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is cron?',
      'The daemon responsible for executing scheduled and recurring commands',
    ]);
    expect(asked).toContainEqual(['What is the sticky bit?', 'A permission that is only useful in directories']);
    expect(cards.filter((c) => /kampuchea/.test(c.question))).toEqual([]);
    // A lower-case word the headings never write is a sentence's tail, not a name.
    const tail = await flashcards([unit('membrane is the boundary of a living cell.', 'Cells and Their Parts')]);
    expect(tail).toEqual([]);
  });

  it('reads rounds 59 and 60’s slides: how a thing is represented, what a daemon is responsible for, a participle before its noun', async () => {
    const cards = await flashcards([
      unit(
        'Floating-point numbers are represented in computer hardware as base 2 (binary) fractions.',
        'Floating Point Arithmetic',
      ),
      unit(
        'The rsyslogd daemon is responsible for collecting service messages coming from applications and the kernel, then dispatching them into log files. It obeys the /etc/rsyslog.conf configuration file.',
        'Principle and Mechanism',
      ),
      unit('A named pipe is a particular type of file that operates like a traditional pipe.', 'Syntax of Actions'),
      unit(
        'The most well-known family of copyleft licenses is, of course, the GNU General Public License.',
        'Licenses',
      ),
      // Leaning on what was said before: no card.
      unit('Other characters are encoded as a "%" followed by two hexadecimal digits.', 'URL Encoding'),
      unit(
        'To resolve the earlier example of conflicting requirements, create one virtual environment for each application.',
        'Introduction',
      ),
      unit(
        'The locked zone is where the largest earthquakes on Earth, called megathrust earthquakes, occur.',
        'Faults',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'How are floating-point numbers represented in computer hardware?',
      'As base 2 (binary) fractions',
    ]);
    expect(asked).toContainEqual([
      'What is the rsyslogd daemon responsible for?',
      'Collecting service messages coming from applications and the kernel, then dispatching them into log files',
    ]);
    expect(asked).toContainEqual([
      'What is a named pipe?',
      'A particular type of file that operates like a traditional pipe',
    ]);
    expect(asked).toContainEqual([
      'What is the most well-known family of copyleft licenses?',
      'The GNU General Public License',
    ]);
    expect(
      cards.filter((c) => /obeys|other characters|earlier|what is where/i.test(`${c.question} ${c.answer}`)),
    ).toEqual([]);
  });

  it('asks where a system keeps a thing when the text names a file or directory (held-out rounds 9 and 62)', async () => {
    const cards = await flashcards([
      unit(
        'The list of users is usually stored in the /etc/passwd file, while the /etc/shadow file stores hashed passwords.',
        'User List',
      ),
      unit('Configuration files are kept in the /etc directory, one per service.', 'Layout of the System'),
      // Not a file: no card of where.
      unit('Hashed passwords are stored in memory.', 'Passwords'),
      unit('Small tables are kept in a cache of their own.', 'Caching'),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['Where is the list of users stored?', 'In the /etc/passwd file']);
    expect(asked).toContainEqual(['Where are configuration files kept?', 'In the /etc directory']);
    expect(cards.filter((c) => /^Where/.test(c.question) && !/\/etc/.test(c.answer))).toEqual([]);
  });

  it('asks for a list a text counts, written as lines ending in ";" (held-out round 59), only when the count agrees', async () => {
    const list = (count: string) =>
      `${count} commands control the permissions associated with a file:\n\nchown user file changes the owner of the file;\n\nchgrp group file alters the owner group;\n\nchmod rights file changes the permissions for the file.`;
    const cards = await flashcards([unit(list('Three'), 'Owners and Permissions')]);
    expect(cards.map((c) => [c.question, c.answer])).toContainEqual([
      'Which three commands control the permissions associated with a file?',
      'chown user file changes the owner of the file; chgrp group file alters the owner group; chmod rights file changes the permissions for the file',
    ]);
    const miscounted = await flashcards([unit(list('Four'), 'Owners and Permissions')]);
    expect(miscounted.filter((c) => /^Which four/.test(c.question))).toEqual([]);
  });

  it('asks what a module named once does, on a slide line over its example (held-out round 61)', async () => {
    const slide = (text: string, heading: string, n: number) => unit(text, heading, { slide: n, label: `Slide ${n}` });
    const cards = await flashcards([
      slide('The random module provides tools for making random selections:\n\n>>> import random', 'Mathematics', 9),
      slide('The os module provides dozens of functions for interacting with the operating system:', 'Interface', 3),
      slide('The first module provides dozens of functions for interacting with the operating system.', 'Other', 4),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What does the random module provide?', 'Tools for making random selections']);
    expect(asked).toContainEqual([
      'What does the os module provide?',
      'Dozens of functions for interacting with the operating system',
    ]);
    expect(asked.filter(([q]) => /first module/.test(q!))).toEqual([]);
  });

  it('asks nothing of round 61’s lead-ins, "many" of a kind, or what a thing divides', async () => {
    const cards = await flashcards([
      unit(
        'The quota system allows you to set four limits:\n\nthe soft limit on blocks;\n\nthe hard limit on blocks.',
        'Setting Up Quotas',
      ),
      unit(
        'Many command interpreters provide a completion feature, which allows the shell to complete a partially typed command name.',
        'Command Completion',
      ),
      unit('The filesystem divides the hard drive into blocks — small contiguous areas.', 'Blocks and Inodes'),
      unit('B-trees can handle equality and range queries on data that can be sorted into some ordering.', 'B-Tree'),
    ]);
    const asked = cards.map((c) => c.question);
    expect(asked.filter((q) => /quota system allow you|command interpreters|filesystem divide/.test(q))).toEqual([]);
    expect(asked).toContain('What can B-trees handle?');
  });

  it('reads round 57’s glossary: terms named by an adjective, a verb joined to the relative clause, no counterpart unnamed, no meaning that only repeats the term', async () => {
    const entries: [string, string][] = [
      [
        'boolean',
        '1. Boolean algebra.\n\n2. (bool) The type of an expression with two possible values, "true" and "false".',
      ],
      [
        'factorial',
        'The mathematical function that takes a natural number, N, and returns the product of N and all smaller positive integers. The gamma function is the equivalent for real numbers.',
      ],
      [
        'floating-point',
        'A number representation consisting of a mantissa, M, an exponent, E, and a radix (or "base").',
      ],
      ['web browser', 'A browser for the web.'],
      ['b-tree', 'A multi-way balanced tree.'],
    ];
    const cards = await flashcards(entries.map(([heading, text]) => unit(text, heading)));
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is meant by "boolean"?',
      'The type of an expression with two possible values, "true" and "false"',
    ]);
    expect(asked).toContainEqual([
      'What is meant by "factorial"?',
      'The mathematical function that takes a natural number, N, and returns the product of N and all smaller positive integers',
    ]);
    expect(asked.map(([q]) => q)).toContain('What is meant by "floating-point"?');
    expect(asked).toContainEqual(['What is meant by "b-tree"?', 'A multi-way balanced tree']);
    expect(cards.filter((c) => /gamma/.test(c.question) || /web browser/.test(c.question))).toEqual([]);
  });

  it('asks round 57’s "term … is a reference to" for what the term refers to, and no reason hedged with "doubtless"', async () => {
    const cards = await flashcards([
      unit(
        'The term cargo cult is a reference to aboriginal religions that grew up in the South Pacific after World War II.',
        'cargo cult programming',
      ),
      unit(
        'The synonym kangaroo code has been reported, doubtless because such code has so many jumps in it.',
        'spaghetti code',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What does the term "cargo cult" refer to?',
      'Aboriginal religions that grew up in the South Pacific after World War II',
    ]);
    expect(cards.filter((c) => /doubtless|What is the term/.test(c.question))).toEqual([]);
  });

  it('asks round 53’s peoples: a day’s or a month’s date, and what "It" did after the land is named', async () => {
    const cards = await flashcards([
      unit('Kenya gained independence from Britain in December 1963.', 'Kenyans'),
      unit('The Gambia gained independence from Britain on 18 February 1965.', 'Gambians'),
      unit(
        'The Gupta Empire was one of the great classical empires. It ruled northern India from around 240 to 550 CE.',
        'Gupta',
      ),
      unit(
        'Yugoslavia was a state consisting of the Slavic nations of the western Balkans. It was a kingdom until 1941, when it was occupied by the Axis powers.',
        'Yugoslavs',
      ),
      unit(
        'Ian Murdock, the founder of the Debian Project and its community, died in December 2015.',
        'Ian Murdock died',
      ),
    ]);
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['When did Kenya gain independence from Britain?', 'In December 1963']);
    expect(asked).toContainEqual(['When did the Gambia gain independence from Britain?', 'On 18 February 1965']);
    expect(asked).toContainEqual([
      'During what period did the Gupta Empire rule northern India?',
      'From around 240 to 550 CE',
    ]);
    expect(asked).toContainEqual(['When did Ian Murdock die?', 'In December 2015']);
    // What "It" was is no meaning of the land: its first sentence says what it was.
    expect(cards.map((c) => c.answer).filter((a) => /^A kingdom until 1941/.test(a))).toEqual([]);
  });
});

describe('the local generator: a term explained by an apposition (held-out round 60)', () => {
  it.each([
    [
      'The solution for this problem is to create a virtual environment, a self-contained directory tree that contains a Python installation for a particular version of Python.',
      [
        [
          'What is a virtual environment?',
          'A self-contained directory tree that contains a Python installation for a particular version of Python',
        ],
      ],
    ],
    [
      'He wrote a compiler, a program that converts source code into machine code.',
      [['What is a compiler?', 'A program that converts source code into machine code']],
    ],
    // A list of things, a judgement of one, a remark on the clause before, the next clause's subject.
    ['She bought an apple, a pear that was ripe, and a plum.', []],
    ['The black rat was a major plague vector, an organism that spreads plague from one organism to another.', []],
    ['The signal has a small reconstruction error, a fact which is exploited in lossy compression.', []],
    ['Perl being an interpreted language, a program written in Perl does not require compilation.', []],
  ])('%s', (text, expected) => {
    expect(askedBy(appositionRule, text)).toEqual(expected);
  });
});

describe("the local generator: a slide's list of terms under its lead-in (held-out round 60)", () => {
  const facilities = [
    'Each log message is associated with an application subsystem (called “facility” in the documentation):',
    'auth and authpriv: for authentication;',
    'lpr: comes from the printing subsystem;',
    'kern: message coming from the kernel;',
    'uucp: messages from the UUCP server (Unix to Unix Copy Program, an old protocol);',
    'local0 to local7: reserved for local use.',
  ].join('\n');
  const priorities = [
    'Each message is also associated with a priority level. Here is the list in decreasing order:',
    'emerg: “Help!” There is an emergency, the system is probably unusable.',
    'alert: hurry up, any delay can be dangerous, action must be taken immediately;',
    'crit: conditions are critical;',
    'notice: conditions are normal, but the message is important;',
  ].join('\n');

  it('asks a term by the kind its lead-in names, and no meaning that spells out an abbreviation', async () => {
    const cards = await flashcards(
      [unit(facilities, 'Principle and Mechanism'), unit(priorities, 'Principle and Mechanism (cont.)')],
      20,
    );
    const asked = cards.map((c) => c.question);
    expect(asked).toContain('What is meant by the facility "lpr"?');
    expect(asked).toContain('What is meant by the priority level "notice"?');
    // "kern" → "… the kernel", "crit" → "… critical": the meaning only spells the name out.
    expect(asked.filter((q) => /"(kern|crit)"/.test(q))).toEqual([]);
  });

  it('names no kind where the lead-in names none', () => {
    const lines = (texts: string[]) =>
      texts.map((text) => ({ text, kind: /^\w+: /.test(text) ? 'term-definition' : 'sentence' }));
    expect(kindOfLeadIn(lines(['The main terms are:', 'lpr: the printing subsystem']), 1)).toBeNull();
    expect(kindOfLeadIn(lines(['Each file is given a number:', 'one: the first']), 1)).toBeNull();
    expect(kindOfLeadIn(lines(['A sentence of its own.', 'lpr: the printing subsystem']), 1)).toBeNull();
    expect(kindOfLeadIn(lines(['Each job is assigned a queue class:', 'a: urgent', 'b: normal']), 2)).toBe(
      'queue class',
    );
  });
});

describe('the local generator: round 63’s slides (R’s statistical models, Python’s classes, a firewall)', () => {
  it('reads a definition up to its second predicate, and a symbol set off by commas in brackets', () => {
    expect(
      askedBy(
        definitionRule,
        'A firewall is a filtering network gateway and is only effective on packets that must go through it.',
      ),
    ).toEqual([['What is a firewall?', 'A filtering network gateway']]);
    expect(
      askedBy(definitionRule, 'The mean, mu, is a smooth invertible function of the linear predictor.').map(([q]) => q),
    ).toEqual(['What is the mean (mu)?']);
  });

  it('asks a name where it is used, a list’s layers by their kind, and no call whose name says what it does', async () => {
    const cards = await flashcards(
      [
        unit(
          'Objects have individuality, and multiple names (in multiple scopes) can be bound to the same object. This is known as aliasing in other languages.',
          'A Word About Names and Objects',
        ),
        unit(
          [
            'This model was defined in the standard ISO/EIC 7498. The following seven layers are described:',
            'Physical: transmission and reception of raw bit streams over a physical medium',
            'Data Link: reliable transmission of data frames between two nodes connected by a physical layer',
            'Network: structuring and managing a multi-node network, including addressing and routing',
          ].join('\n'),
          'nftables Behavior (cont.)',
        ),
        unit(
          [
            'formula(object)',
            'Extract the model formula.',
            'step(object)',
            'Select a suitable model by adding or dropping terms.',
          ].join('\n'),
          'Generic functions for extracting model information',
        ),
      ],
      20,
    );
    const asked = cards.map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual([
      'What is it called in other languages when objects have individuality, and multiple names (in multiple scopes) can be bound to the same object?',
      'Aliasing',
    ]);
    expect(asked.map(([q]) => q)).toContain('What is meant by the layer "Data Link"?');
    expect(asked.map(([q]) => q)).toContain('What does step(object) do?');
    expect(asked.filter(([q]) => /formula\(object\)/.test(q!))).toEqual([]);
  });
});

describe('the local generator: round 64’s slides (R’s arrays, Python’s input and output, remote login)', () => {
  it('reads no statement before a colon as a term, and no answer of "both parts" unnamed', async () => {
    const cards = await flashcards([
      unit(
        [
          'Index matrices must be numerical: any other form of matrix (e.g. a logical or character matrix) supplied as a matrix is treated as an indexing vector.',
          'Negative indices: not allowed in index matrices.',
          'NA and zero values: allowed in index matrices.',
        ].join('\n'),
        'Index matrices (cont.)',
      ),
      unit(
        'The ssh meta-package depends on both parts and facilitates installation of both (apt install ssh).',
        'Secure Remote Login: SSH',
      ),
    ]);
    expect(cards.filter((c) => /must be numerical|both parts/i.test(`${c.question} ${c.answer}`))).toEqual([]);
  });
});

describe('the local generator: round 65’s glossaries', () => {
  it('asks no reason read inside "either … or …"', async () => {
    const cards = await flashcards([
      unit(
        'The presence of dead code may reveal either logical errors due to alterations in the program or significant changes in the assumptions and environment of the program.',
        'dead code',
      ),
    ]);
    expect(cards.filter((c) => /either/.test(c.question))).toEqual([]);
  });
});

describe('the local generator: round 66’s handout of terms under their headings (Inkscape’s elements of design)', () => {
  const handout = [
    unit('This refers to variations in the proportions of objects, lines or shapes.', 'Size'),
    unit('Value is how dark or how light something looks. We achieve value changes by adding black.', 'Value'),
    unit('Contrast is the juxtaposition of opposing elements', 'Contrast'),
    unit('Proportion describes the size, location or amount of one thing compared to another.', 'Proportion'),
    unit('Pattern is created by repeating an element (line, shape or color) over and over again.', 'Pattern'),
    unit('The combining of distinct elements to form a whole.', 'Composition'),
    unit('Texture is the way a surface feels (actual texture) or how it may look (implied texture).', 'Texture'),
  ];

  it('asks what each heading’s term is, however its first sentence says it', async () => {
    const cards = await flashcards(handout);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What does size refer to?', 'Variations in the proportions of objects, lines or shapes'],
      ['What is value?', 'How dark or how light something looks'],
      ['What is contrast?', 'The juxtaposition of opposing elements'],
      ['What does proportion describe?', 'The size, location or amount of one thing compared to another'],
      ['How is pattern created?', 'By repeating an element (line, shape or color) over and over again'],
      ['What is composition?', 'The combining of distinct elements to form a whole'],
      ['What is texture?', 'The way a surface feels (actual texture) or how it may look (implied texture)'],
    ]);
  });

  it('asks another name given in quotation marks, and blanks none (a section’s title is quoted too)', async () => {
    const cards = await flashcards([
      unit('Layer modes are also called “blending modes”. They change how pixels combine.', 'Layer Modes'),
      unit('To create a new set of accounts, see the section called “New Account Hierarchy Setup”.', 'Accounts'),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What is another name for layer modes?', 'Blending modes'],
    ]);
  });

  it('reads no phrase under a name or a part of the text as its meaning, and no box’s label as a term', async () => {
    const cards = await flashcards([
      unit('The Phoenicians founded Carthage in the area where Tunisia is today.', 'Tunisians'),
      unit('A short account of the main points of the chapter.', 'Summary'),
      unit('This refers to the next chapter and its exercises.', 'Exercises'),
      unit('Tip\n\nMost of the parameters and profiles described here can be set in the preferences.', 'Input'),
    ]);
    expect(cards).toEqual([]);
  });
});

describe('the local generator: round 67’s FAQ on political theory and a photo-editing chapter', () => {
  it('reads a definition before a quotation, and "people" the tagger took for a verb', async () => {
    const cards = await flashcards([
      unit(
        'Anarchism is a political theory which aims to create anarchy, "the absence of a master, of a sovereign." Anarchists are people who reject all forms of government or coercive authority.',
        'A.1 What is anarchism?',
      ),
    ]);
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      [
        'What is anarchism?',
        'A political theory which aims to create anarchy, "the absence of a master, of a sovereign"',
      ],
      ['What are anarchists?', 'People who reject all forms of government or coercive authority'],
    ]);
  });

  it('asks no role of something unsaid, no adjective put first, and no clause on the person’s own things', async () => {
    const cards = await flashcards([
      unit('A favourite writing technique was the use of dialogues, such as At the Cafe.', 'Malatesta'),
      unit('A typical usage is removal of wrinkles and other minor errors in images.', 'Healing'),
      unit('The net result is fear of freedom, and a conservative, reactionary mentality.', 'Reich'),
      unit('Implicit is a critique not just of the conservative and liberal tradition.', 'Pateman'),
    ]);
    expect(cards).toEqual([]);
    const who = askedBy(
      whoWhenRule,
      'Errico Malatesta spent over 50 years fighting for anarchism across the world and his writings are amongst the best in anarchist theory.',
      ['errico', 'malatesta'],
    );
    expect(who[0]?.[0]).toBe('Who spent over 50 years fighting for anarchism across the world?');
  });
});

describe('the local generator: quizzes', () => {
  const history = [
    unit(
      'In 1868, President Andrew Johnson suggested the annexation of the island of Hispaniola. In 1910, President William Howard Taft granted Haiti a large loan. In 1915, President Woodrow Wilson sent the Marines into Haiti. In 1919, President Woodrow Wilson presented the Fourteen Points to the Paris Peace Conference. In 1920, Senator Henry Cabot Lodge opposed the League of Nations.',
      'Haiti',
    ),
  ];

  it("asks a paragraph glossary's terms for their meanings, its other terms the options, across the section's parts (held-out round 27)", async () => {
    const text = [
      'DataArray',
      'A multi-dimensional array with labeled or named dimensions. DataArray objects add metadata.',
      'Dataset',
      'A dict-like collection of arrays with aligned dimensions. Datasets have data variables.',
      'Index',
      'An index is a data structure optimized for efficient selecting and slicing of an associated array. Indexes are fast.',
    ].join('\n\n');
    // A long section is cut into parts that share its label: their terms are siblings all the same.
    const rest = 'Variable\n\nA low-level object with dimensions and data.';
    const questions = await quiz([unit(text, 'Terminology'), unit(rest, 'Terminology')]);
    const dataArray = questions.find((q) => q.correctAnswer === 'DataArray');
    expect(dataArray?.question).toBe(
      'What is the term for a multi-dimensional array with labeled or named dimensions?',
    );
    // ("An index is …" under "Index" is an entry of the glossary too.)
    expect([...(dataArray?.incorrectAnswers ?? [])].sort()).toEqual(['Dataset', 'Index', 'Variable']);
  });

  it('asks dates and numbers on cards, not as quiz questions (nearby values are ruled out or also true)', async () => {
    const questions = await quiz([
      unit(
        'Mid-ocean ridges and transform margins have shallow earthquakes (usually less than 30 km deep), in narrow bands close to plate margins.',
        'Depths',
      ),
    ]);
    expect(questions).toEqual([]);
    const cards = await flashcards([
      unit(
        'Mid-ocean ridges and transform margins have shallow earthquakes (usually less than 30 km deep), in narrow bands close to plate margins.',
        'Depths',
      ),
    ]);
    expect(cards.map((c) => c.answer)).toEqual(['30 km']);
  });

  it("offers a glossary's other terms as the wrong options", async () => {
    const questions = await quiz([
      unit(
        'FASTA – sequences (DNA, RNA, protein)\nFASTQ – raw sequence data (with qualities)\nGTF – gene and transcript annotations\nVCF – variant calls (individual, multi-individual)',
        'Common genomic data file formats',
      ),
    ]);
    const fastq = questions.find((q) => q.correctAnswer === 'FASTQ');
    expect(fastq?.question).toBe('Which term is described as "raw sequence data (with qualities)"?');
    expect(new Set(fastq?.incorrectAnswers)).toEqual(new Set(['FASTA', 'GTF', 'VCF']));
  });

  it("offers no party among a glossary's acts and amounts, nor the reverse", async () => {
    const questions = await quiz([
      unit(
        [
          'Amortization: The repayment plan which will insure that a loan is eventually paid off.',
          'Borrower: The person or company that receives the money from a loan.',
          'Default: The time when a borrower fails to repay a loan according to the terms agreed.',
          'Deferment: A temporary delay in the repayment of a loan.',
          'Disbursement: An amount of the loan paid to the borrower.',
          'Lender: The company or person who gives money to a borrower.',
        ].join('\n\n'),
        'Terminology',
      ),
    ]);
    expect(questions.map((q) => q.correctAnswer).sort()).toEqual([
      'Amortization',
      'Default',
      'Deferment',
      'Disbursement',
    ]);
    for (const q of questions) expect(q.incorrectAnswers).not.toContain('Borrower');
  });

  it('asks a definition the other way round with terms of the same kind as options', async () => {
    const questions = await quiz([
      unit(
        'A strong acid is an acid that loses a proton easily in water. A weak acid is an acid that holds its proton tightly in water. A conjugate acid is the species formed when a base gains a proton. A Lewis acid is a substance that accepts an electron pair.',
        'Acid strength',
      ),
    ]);
    const reversed = questions.find(
      (q) => q.question === 'What is the term for an acid that loses a proton easily in water?',
    );
    expect(reversed?.correctAnswer).toBe('strong acid');
    expect(reversed?.incorrectAnswers.every((o) => / acid$/.test(o))).toBe(true);
  });

  it('is the same every time for the same document', async () => {
    expect(await flashcards(history)).toEqual(await flashcards(history));
  });
});

describe('the local generator: selection', () => {
  it('covers every unit with an idea before taking a second item from any', async () => {
    const units = [
      unit(
        'A mineral is a naturally occurring solid with a definite chemical composition. A rock is an aggregate of one or more minerals.',
        'Minerals',
      ),
      unit('A fault is a fracture in rock along which movement has occurred.', 'Faults'),
      unit('An earthquake is the shaking of the ground caused by sudden slip on a fault.', 'Earthquakes'),
    ];
    const cards = await flashcards(units, 3);
    expect(new Set(cards.map((c) => c.source.label))).toEqual(new Set(['Minerals', 'Faults', 'Earthquakes']));
  });

  it('keeps two questions about two concepts that share most words when their answers differ', async () => {
    const cards = await flashcards([
      unit(
        'Act utilitarians argue that we should apply the greatest happiness principle on a case-by-case basis. Rule utilitarians argue that we should apply the greatest happiness principle not to each act, but instead as a means of establishing a set of moral rules. Act utilitarians and rule utilitarians disagree.',
        'Act vs. Rule Utilitarianism',
      ),
    ]);
    expect(cards.map((c) => c.question).sort()).toEqual([
      'What do act utilitarians argue?',
      'What do rule utilitarians argue?',
    ]);
  });

  it('cites the page and the sentence each item came from', async () => {
    const [card] = await flashcards([
      { label: 'Page 4', page: 4, text: 'A seismometer is an instrument that detects seismic waves.' },
    ]);
    expect(card?.source).toEqual({
      label: 'Page 4',
      page: 4,
      sentence: 'A seismometer is an instrument that detects seismic waves.',
    });
  });
});

describe('capitalize', () => {
  it('capitalises an answer, but never a name written in code (held-out round 19: "Eq(), ne(), …")', () => {
    expect(['a substance', 'eq(), ne()', 'random_state', 'list.sort() in place'].map(capitalize)).toEqual([
      'A substance',
      'eq(), ne()',
      'random_state',
      'list.sort() in place',
    ]);
  });
});

describe('completeAnswer', () => {
  it('cuts a long answer at a clause boundary, never between two items of a list (held-out round 32: "… ζ Crucis", TRUNC)', () => {
    const list =
      'The most outstanding stars in the evening of the Summer Solstice for the Northern Hemisphere are: Acrux, Mimosa, δ Crucis, ζ Crucis, λ Crucis and μ Crucis who form the Southern Cross';
    expect(completeAnswer(list, 20)).toBeNull();
    const clauses =
      'Constellation that governs the female cycle of the year in the northern Andes, indicates the arrival of rains and the start of agricultural processes';
    expect(completeAnswer(clauses, 15)).toBe(
      'Constellation that governs the female cycle of the year in the northern Andes',
    );
  });
});
