/**
 * One typo forgiven in suggestions: a word of 5 letters or more that starts no word of the
 * listings is replaced by the most used word that starts with it give or take one letter
 * (a letter missing, extra, wrong, or two letters swapped): "aparment" → "apartment".
 */
export const TYPO_MIN_LENGTH = 5;

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

/** Optimal string alignment distance of `a` and `b`, or 2 as soon as it is sure to be more than 1. */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > 1) return false;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]! <= 1;
}

/**
 * The word the visitor probably meant by `typed` (still being typed: it may be the start of a
 * word): the most used word of the vocabulary whose start is one edit from it. Words share
 * their first letter with what was typed (a typo there is rare, and it keeps this quick).
 */
export function correctedWord(vocabulary: Vocabulary, typed: string): string | null {
  if (typed.length < TYPO_MIN_LENGTH) return null;
  const { words, counts } = vocabulary;
  let best: string | null = null;
  let bestCount = 0;
  for (let i = lowerBound(words, typed[0]!); i < words.length && words[i]![0] === typed[0]; i++) {
    const word = words[i]!;
    if (word.length < typed.length - 1 || counts[i]! <= bestCount) continue;
    const near = [typed.length - 1, typed.length, typed.length + 1].some((length) => length <= word.length && withinOne(typed, word.slice(0, length)));
    if (near) {
      best = word;
      bestCount = counts[i]!;
    }
  }
  return best;
}
