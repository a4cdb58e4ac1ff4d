/**
 * Text folding shared by the search index and the queries, so both sides agree on what a word is:
 * case-insensitive, accents dropped ("Lakmé" → "lakme"), apostrophes dropped ("Levi's" → "levis"),
 * dotted and ampersand initials joined ("U.S." → "us", "H&M" → "hm").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/(\p{L})[.&](?=\p{L})/gu, '$1')
    .replace(/(\p{L})[.&](?=\p{L})/gu, '$1');
}

const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The words of a query: each whitespace-separated word folded and split at punctuation
 * ("t-shirt" → "t", "shirt"). Every one of them must match.
 */
export function queryWords(query: string): string[] {
  return foldText(query).split(NON_WORD).filter(Boolean);
}

/**
 * One typo is "one edit" in the everyday sense: a wrong, missing or extra letter (Levenshtein 1,
 * which the index does itself) or two neighbouring letters swapped ("shrit" → "shirt"), which
 * Levenshtein counts as two. These are the swapped spellings of a word.
 */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return [...out];
}
