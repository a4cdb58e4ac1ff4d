/** Hindi words of the shop's reviews texts (see ../edition.ts): the English text, then its Hindi. */
export const REVIEWS = {
  // The rating breakdown: its sentence, its bars (each named by its stars, its count in words).
  'Rated {rating} out of 5 from {reviews} ratings': '{reviews} रेटिंग के आधार पर 5 में से {rating} स्टार',
  '1 star': '1 स्टार',
  '{k} stars': '{k} स्टार',
  '{n} rating': '{n} रेटिंग',
  '{n} ratings': '{n} रेटिंग',

  // The fit summary; its three answers are also the form's options and a review's 'Fit: …'.
  Fit: 'फ़िटिंग',
  'Runs small': 'छोटा आता है',
  'True to size': 'साइज़ बिल्कुल सही',
  'Runs large': 'बड़ा आता है',
  'Not enough fit answers yet': 'फ़िटिंग के बारे में अभी काफ़ी जवाब नहीं हैं',
  'From {n} review that answered': 'जवाब देने वाले {n} रिव्यू के आधार पर',
  'From {n} reviews that answered': 'जवाब देने वाले {n} रिव्यू के आधार पर',

  // Above the list: the sort, 'With photos', the star filter's status line.
  'Sort reviews': 'रिव्यू क्रम से लगाएँ',
  'Most helpful': 'सबसे मददगार',
  Newest: 'सबसे नए',
  'Highest rating': 'सबसे ज़्यादा रेटिंग',
  'Lowest rating': 'सबसे कम रेटिंग',
  'With photos': 'फ़ोटो वाले',
  'Showing {stars}-star reviews': '{stars} स्टार वाले रिव्यू दिखाए जा रहे हैं',
  'Clear filter': 'फ़िल्टर हटाएँ',

  // The list: its empty states and its next page.
  'No reviews match these filters': 'इन फ़िल्टर से मेल खाता कोई रिव्यू नहीं है',
  // Shown with 'Clear filter' when a star filter matches nothing: the two names differ.
  'Clear filters': 'सभी फ़िल्टर हटाएँ',
  'No reviews yet. Be the first to write one.': 'अभी कोई रिव्यू नहीं है। सबसे पहले रिव्यू आप लिखें।',
  'Show more reviews': 'और रिव्यू देखें',

  // A review (its author and text are the shopper's, as written).
  'Verified purchase': 'सत्यापित ख़रीद',
  'Sample review': 'सैंपल रिव्यू',
  'Rated {rating} out of 5': '5 में से {rating} स्टार',
  'Size bought: {size}': 'ख़रीदा गया साइज़: {size}',
  'Fit: {answer}': 'फ़िटिंग: {answer}',
  Photos: 'फ़ोटो',
  'Helpful ({n})': 'मददगार ({n})',
  'Delete review': 'रिव्यू डिलीट करें',

  // 'Delete review''s question.
  'Delete this review?': 'यह रिव्यू डिलीट करें?',
  "It will be removed from this product's page on this device. This cannot be undone.":
    'यह रिव्यू इस डिवाइस पर इस प्रोडक्ट के पेज से हटा दिया जाएगा। इसे वापस नहीं लाया जा सकता।',
  Delete: 'डिलीट करें',
  Cancel: 'रद्द करें',

  // A review's photo, large.
  'Photo {i} of {n}': '{n} में से फ़ोटो {i}',
  'Previous photo': 'पिछली फ़ोटो',
  'Next photo': 'अगली फ़ोटो',

  // Write a Review.
  'Write a Review': 'रिव्यू लिखें',
  'Anyone can read reviews; to post one, {signIn} first.':
    'रिव्यू कोई भी पढ़ सकता है; रिव्यू पोस्ट करने के लिए पहले {signIn}।',
  'sign in': 'लॉग इन करें',
  'Sign in': 'लॉग इन करें',
  Rating: 'रेटिंग',
  'How did it fit?': 'फ़िटिंग कैसी रही?',
  Optional: 'वैकल्पिक',
  'Size bought': 'ख़रीदा गया साइज़',
  // Not 'Select Size''s 'साइज़ चुनें': the product's own size control keeps that name alone.
  'Choose a size': 'कोई साइज़ चुनें',
  Comment: 'कमेंट',
  'What did you like? How was the fit, the colour, the quality?':
    'आपको क्या पसंद आया? फ़िटिंग, रंग और क्वालिटी कैसी थी?',
  'Add photos': 'फ़ोटो जोड़ें',
  'Optional: JPEG, PNG or WebP, up to {max}. Each needs a description.':
    'वैकल्पिक: JPEG, PNG या WebP, ज़्यादा से ज़्यादा {max}। हर फ़ोटो का विवरण ज़रूरी है।',
  'Preparing photos…': 'फ़ोटो तैयार हो रही हैं…',
  'Describe photo {i}': 'फ़ोटो {i} का विवरण दें',
  'Remove photo {i}': 'फ़ोटो {i} हटाएँ',
  'Save without photos': 'फ़ोटो के बिना सेव करें',
  'Keep editing': 'लिखना जारी रखें',
  'Submitting…': 'सबमिट हो रहा है…',
  'Submit Review': 'रिव्यू सबमिट करें',
} as const;
