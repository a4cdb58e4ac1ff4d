/**
 * How India types what Rangoli sells (issue 36, point 6): the common Latin spellings of Indian
 * fashion and beauty words, their Devanagari forms, and Hindi's names of the catalogue's
 * categories, types and colours. A line is one word: every spelling on it finds what the others
 * find. The first spelling is the catalogue's own (or the English word it uses).
 *
 * The table is turned to only for a query that finds nothing as typed, not even at one typo
 * (catalogQueries.ts): each word that finds nothing is replaced by the first of its other spellings
 * that finds something ("silk sari" → "silk saree", "लाल कुर्ता" → "red kurta"), and the search
 * engine runs on that query as on any other. A query that finds anything is never touched: English
 * queries rank exactly as before. In the browser this module is a chunk of its own, which the
 * catalogue's worker loads the first time a search finds nothing (catalogService.ts): no page's
 * first load carries it.
 */
export const SPELLINGS: readonly (readonly string[])[] = [
  // Garments.
  ['saree', 'sari', 'saaree', 'saari', 'sarree', 'sarees', 'साड़ी', 'साडी'],
  ['kurta', 'kurtha', 'kurtas', 'kurtaa', 'कुर्ता', 'कुरता', 'कुर्ते'],
  ['kurti', 'kurtee', 'kurthi', 'kurtis', 'कुर्ती', 'कुरती'],
  ['lehenga', 'lehnga', 'lahenga', 'lehanga', 'lahanga', 'lengha', 'lenga', 'लहंगा', 'लहँगा', 'लेहंगा'],
  ['sherwani', 'shervani', 'sherwaani', 'sherwni', 'शेरवानी'],
  ['salwar', 'shalwar', 'salvar', 'salwaar', 'सलवार'],
  ['dupatta', 'dupata', 'duppatta', 'dupptta', 'दुपट्टा'],
  ['pyjama', 'pajama', 'pyjamas', 'pajamas', 'payjama', 'पजामा', 'पायजामा'],
  ['frock', 'frok', 'phrock', 'फ्रॉक', 'फ्राक'],
  ['jeans', 'jeens', 'jean', 'जींस', 'जीन्स'],
  ['choli', 'cholee', 'cholli', 'चोली'],
  ['anarkali', 'anarkalli', 'anaarkali', 'अनारकली'],
  ['palazzo', 'plazo', 'palazo', 'pallazo', 'पलाज़ो', 'प्लाज़ो'],
  ['sharara', 'sarara', 'shararah', 'शरारा'],
  ['blouse', 'blause', 'blowse', 'ब्लाउज़', 'ब्लाउज'],
  ['shirt', 'shert', 'sharat', 'शर्ट'],
  ['trousers', 'trouser', 'pant', 'pants', 'patloon', 'पतलून', 'पैंट', 'ट्राउज़र'],
  ['jacket', 'jaket', 'jakit', 'जैकेट', 'जाकेट'],
  ['coat', 'kot', 'कोट'],
  ['sweater', 'swetar', 'sweter', 'sveter', 'स्वेटर'],
  ['hoodie', 'hudi', 'hoody', 'हुडी'],
  ['dress', 'dres', 'ड्रेस'],
  ['top', 'टॉप'],
  ['shorts', 'short', 'nikar', 'nikkar', 'निकर', 'शॉर्ट्स'],
  ['leggings', 'legging', 'legins', 'लेगिंग्स', 'लेगिंग'],
  ['joggers', 'jogger', 'जॉगर्स'],
  ['set', 'सेट'],
  // Fabrics and crafts.
  ['silk', 'resham', 'reshmi', 'रेशम', 'रेशमी', 'सिल्क'],
  ['cotton', 'kapas', 'sooti', 'suti', 'सूती', 'कॉटन'],
  ['chikankari', 'chikan', 'chikenkari', 'chickenkari', 'चिकनकारी'],
  ['banarasi', 'benarasi', 'banarsi', 'benarsi', 'बनारसी'],
  ['chanderi', 'chandheri', 'चंदेरी'],
  ['georgette', 'jorjet', 'georget', 'जॉर्जेट'],
  ['chiffon', 'shifon', 'chifon', 'शिफॉन'],
  ['handloom', 'hathkargha', 'हथकरघा', 'हैंडलूम'],
  ['embroidered', 'kadhai', 'kadai', 'कढ़ाई', 'कढ़ाईदार'],
  ['denim', 'डेनिम'],
  ['linen', 'लिनन'],
  ['wool', 'oon', 'ऊन', 'ऊनी'],
  // Beauty.
  ['kajal', 'kajol', 'kaajal', 'kajjal', 'काजल'],
  ['lipstick', 'lipstik', 'lipistick', 'लिपस्टिक'],
  ['serum', 'सीरम'],
  ['foundation', 'फाउंडेशन'],
  ['cream', 'kreem', 'krim', 'क्रीम'],
  ['nail', 'nails', 'नेल'],
  ['paint', 'पेंट'],
  ['face', 'चेहरा', 'फेस'],
  ['wash', 'वॉश'],
  ['toner', 'टोनर'],
  ['sunscreen', 'सनस्क्रीन'],
  ['eyeshadow', 'आईशैडो'],
  ['perfume', 'toilette', 'attar', 'itra', 'इत्र', 'परफ्यूम'],
  ['neem', 'नीम'],
  // The categories.
  ['women', 'woman', 'ladies', 'mahila', 'mahilayen', 'महिला', 'महिलाएँ', 'महिलाएं', 'महिलाओं'],
  ['men', 'man', 'gents', 'purush', 'पुरुष', 'पुरुषों'],
  ['kids', 'kid', 'bachche', 'bacche', 'bachon', 'बच्चे', 'बच्चों'],
  ['beauty', 'सौंदर्य', 'ब्यूटी'],
  // Colours.
  ['red', 'lal', 'laal', 'लाल'],
  ['blue', 'neela', 'nila', 'नीला', 'नीली'],
  ['green', 'hara', 'hari', 'हरा', 'हरी'],
  ['yellow', 'peela', 'pila', 'पीला', 'पीली'],
  ['black', 'kala', 'kaala', 'kali', 'काला', 'काली'],
  ['white', 'safed', 'safaid', 'सफ़ेद', 'सफेद'],
  ['pink', 'gulabi', 'गुलाबी'],
  ['gold', 'sunehra', 'sunehri', 'सुनहरा', 'सुनहरी', 'गोल्ड'],
  ['navy', 'नेवी'],
  ['beige', 'बेज'],
];

/**
 * Case, accents and apostrophes folded as text.ts's foldText folds them (its initials rule never
 * meets these words). Not imported: a module this chunk shared with the worker would take the
 * worker's code out of its one concatenated module, adding webpack's module registry to the
 * worker every listing page loads.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');
}

/** Every folded spelling → the spellings of its line (folded, itself left out), built once. */
const lines = new Map<string, readonly string[]>();
for (const line of SPELLINGS) {
  const folded = line.map(fold);
  // The index holds Latin words only: a Devanagari spelling leads to the line, never from it.
  const latin = folded.filter((spelling) => /^[a-z0-9]+$/.test(spelling));
  for (const spelling of folded)
    lines.set(
      spelling,
      latin.filter((other) => other !== spelling),
    );
}

// Devanagari to Latin, as Hindi is usually written in Latin letters: the consonants with their
// inherent 'a' (dropped before a vowel sign, a virama, or at the end of a word), the vowels and
// their signs, the nasal marks.
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant with a nukta (after NFD: the consonant, then U+093C). */
const NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f' };
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ओ: 'o',
  औ: 'au',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ो': 'o',
  'ौ': 'au',
};
const NASALS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const VIRAMA = '्';
const NUKTA_SIGN = '\u093C';
const DEVANAGARI = /[\u0900-\u097F]/;

/** A Devanagari word in Latin letters ('जींस' → 'jeens', 'कुर्ता' → 'kurtaa'); other letters are kept. */
export function transliterate(word: string): string {
  const letters = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i]!;
    const consonant = CONSONANTS[letter];
    if (consonant !== undefined) {
      const nukta = letters[i + 1] === NUKTA_SIGN;
      if (nukta) i += 1;
      out += nukta ? (NUKTA[letter] ?? consonant) : consonant;
      const next = letters[i + 1];
      // The inherent vowel, unless a sign, a virama or the end of the word follows.
      if (next !== undefined && next !== VIRAMA && SIGNS[next] === undefined) out += 'a';
      continue;
    }
    out += VOWELS[letter] ?? SIGNS[letter] ?? NASALS[letter] ?? (letter === VIRAMA ? '' : letter);
  }
  return out;
}

/**
 * The other spellings of a folded word, the likeliest first: its line of the table (the
 * catalogue's word first), else, for a Devanagari word, its transliteration (with long vowels, as
 * Hindi is often typed in Latin letters: 'jeens', then shortened: 'jins'). None for a Latin word
 * the table does not know.
 */
export function respell(word: string): readonly string[] {
  const line = lines.get(word);
  if (line) return line;
  if (!DEVANAGARI.test(word)) return [];
  const latin = transliterate(word);
  const short = latin.replace(/aa/g, 'a').replace(/ee/g, 'i').replace(/oo/g, 'u');
  return [...new Set([latin, short].flatMap((spelling) => [...(lines.get(spelling) ?? []), spelling]))];
}

/** A query's words as typed: anything but letters, their marks (Devanagari's vowel signs) and digits splits them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * `query` with each word that finds nothing (`finds`: whether a search for it has results)
 * replaced by the first of its other spellings that does; undefined when no word could be
 * replaced (nothing better to ask).
 */
export function respellQuery(query: string, finds: (query: string) => boolean): string | undefined {
  let changed = false;
  const words = (fold(query).match(WORD) ?? []).map((word) => {
    if (finds(word)) return word;
    const better = respell(word).find(finds);
    if (better === undefined) return word;
    changed = true;
    return better;
  });
  return changed ? words.join(' ') : undefined;
}
