/**
 * Typos forgiven, in suggestions and in the search: a word of 4 letters or more that starts no
 * word of the listings is replaced by the nearest word that starts with it give or take one edit
 * (a letter missing, extra, wrong, or two letters swapped) up to 7 letters, two edits beyond:
 * "aparment" → "apartment", "appartmnet" → "apartment".
 */
export const TYPO_MIN_LENGTH = 4;
const ONE_EDIT_MAX_LENGTH = 7;

/** How many edits a typed word may be from what was meant. */
export const allowedEdits = (typed: string): number => (typed.length <= ONE_EDIT_MAX_LENGTH ? 1 : 2);

/** The listings' words, sorted, with how many listings use each. */
export type Vocabulary = { words: string[]; counts: number[] };

export function vocabularyOf(entries: Array<{ word: string; count: number }>): Vocabulary {
  const sorted = [...entries].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { words: sorted.map((e) => e.word), counts: sorted.map((e) => e.count) };
}

/** The index of the first word not sorted before `prefix`. */
function lowerBound(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some word of the vocabulary starts with `prefix`. */
export const startsSomeWord = (vocabulary: Vocabulary, prefix: string): boolean => vocabulary.words[lowerBound(vocabulary.words, prefix)]?.startsWith(prefix) ?? false;

/** Rows of editDistance's table, kept between calls: "Did you mean" measures every word of the listings. */
let table = [new Int32Array(72), new Int32Array(72), new Int32Array(72)] as const;

/** Optimal string alignment distance of `a` and `b`, or `max + 1` as soon as it is sure to be more than `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (table[0].length <= b.length) table = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous2, previous, current] = table;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1));
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The word the visitor probably meant by `typed` (it may be the start of a word, still being
 * typed): among the words whose start is within the allowed edits of it, the nearest, then the
 * most used. Words share their first letter with what was typed (a typo there is rare, and it
 * keeps this quick).
 */
export function correctedWord(vocabulary: Vocabulary, typed: string): string | null {
  if (typed.length < TYPO_MIN_LENGTH) return null;
  const max = allowedEdits(typed);
  const { words, counts } = vocabulary;
  let best: string | null = null;
  let bestEdits = max + 1;
  let bestCount = 0;
  for (let i = lowerBound(words, typed[0]!); i < words.length && words[i]![0] === typed[0]; i++) {
    const word = words[i]!;
    if (word.length < typed.length - max) continue;
    let edits = max + 1;
    for (let length = typed.length - max; length <= Math.min(word.length, typed.length + max); length++) {
      edits = Math.min(edits, editDistance(typed, word.slice(0, length), max));
    }
    // A word and its plural are one word to the search (it finds both): the singular is named.
    const plural = best !== null && (word === `${best}s` || word === `${best}es`);
    const singular = best !== null && (best === `${word}s` || best === `${word}es`);
    if (edits < bestEdits || (edits === bestEdits && edits <= max && !plural && (singular || counts[i]! > bestCount))) {
      best = word;
      bestEdits = edits;
      bestCount = counts[i]!;
    }
  }
  return bestEdits <= max ? best : null;
}

// ---- "Did you mean …?" ----

/** How many words and categories "Did you mean …?" offers. */
export const DID_YOU_MEAN_MAX = 5;
/** Below this length a word is too short to guess from. */
const GUESS_MIN_LENGTH = 3;

/** How far a "Did you mean" guess may be: one edit more than a correction, so it finds what a correction did not. */
const guessEdits = (typed: string): number => allowedEdits(typed) + 1;

/**
 * Whole words of the listings near `typed`, for when no correction found anything: any first
 * letter, one edit more than a correction, nearest then most used.
 */
export function nearbyWords(vocabulary: Vocabulary, typed: string): string[] {
  if (typed.length < GUESS_MIN_LENGTH) return [];
  const max = guessEdits(typed);
  const found: Array<{ word: string; edits: number; count: number }> = [];
  vocabulary.words.forEach((word, i) => {
    if (Math.abs(word.length - typed.length) > max) return;
    const edits = editDistance(typed, word, max);
    if (edits <= max) found.push({ word, edits, count: vocabulary.counts[i]! });
  });
  return found
    .sort((a, b) => a.edits - b.edits || b.count - a.count)
    .slice(0, DID_YOU_MEAN_MAX)
    .map((f) => f.word);
}

/**
 * Whether a name is close to a typed word: one of its words starts with the typed word's first
 * three letters, or is within a guess's edits of it ("vehicels" is close to Vehicles).
 */
export function isCloseName(nameWords: string[], typed: string): boolean {
  if (typed.length < GUESS_MIN_LENGTH) return false;
  const start = typed.slice(0, GUESS_MIN_LENGTH);
  const max = guessEdits(typed);
  return nameWords.some((word) => word.startsWith(start) || editDistance(typed, word, max) <= max);
}
