/** Hindi words of the shop's catalog texts (see ../edition.ts): the English text, then its Hindi. */
export const CATALOG = {
  // The catalogue's categories, types and colours (products.json, shared/lib/catalogOptions.ts):
  // English values in code and addresses, shown with translate() in the page's edition.
  Women: 'महिलाएँ',
  Men: 'पुरुष',
  Kids: 'बच्चे',
  Beauty: 'ब्यूटी',
  Coat: 'कोट',
  Dress: 'ड्रेस',
  Frock: 'फ्रॉक',
  Hoodie: 'हुडी',
  Jacket: 'जैकेट',
  Jeans: 'जींस',
  Joggers: 'जॉगर्स',
  Kurta: 'कुर्ता',
  'Kurta Set': 'कुर्ता सेट',
  Leggings: 'लेगिंग्स',
  Lehenga: 'लहंगा',
  Saree: 'साड़ी',
  Sherwani: 'शेरवानी',
  Shirt: 'शर्ट',
  Shorts: 'शॉर्ट्स',
  Sweater: 'स्वेटर',
  'T-Shirt': 'टी-शर्ट',
  Top: 'टॉप',
  Trousers: 'ट्राउज़र',
  Beige: 'बेज',
  Black: 'काला',
  Blue: 'नीला',
  Bronze: 'ब्रॉन्ज़',
  Camel: 'कैमल',
  Checkered: 'चेक्स',
  Clear: 'पारदर्शी',
  Fair: 'फ़ेयर',
  Floral: 'फ़्लोरल',
  Gold: 'सुनहरा',
  Gray: 'ग्रे',
  Green: 'हरा',
  Khaki: 'ख़ाकी',
  Light: 'लाइट',
  'Light Blue': 'हल्का नीला',
  Multi: 'मल्टीकलर',
  Navy: 'नेवी ब्लू',
  Olive: 'ऑलिव',
  Pink: 'गुलाबी',
  Red: 'लाल',
  Striped: 'धारीदार',
  White: 'सफ़ेद',
  Yellow: 'पीला',
  'One Size': 'फ़्री साइज़',
  'Under ₹1,000': '₹1,000 से कम',
  'Above ₹3,000': '₹3,000 से ज़्यादा',

  // Countries of origin (products.json) and the size systems' 'India' (sizeCharts.ts).
  India: 'भारत',
  Bangladesh: 'बांग्लादेश',
  China: 'चीन',
  France: 'फ़्रांस',
  'Sri Lanka': 'श्रीलंका',
  Turkey: 'तुर्की',
  'United Kingdom': 'यूनाइटेड किंगडम',
  'United States': 'अमेरिका',
  Vietnam: 'वियतनाम',

  // Care labels (products.json).
  'Dry clean only': 'सिर्फ़ ड्राई क्लीन करें',
  'Machine wash cold, gentle cycle; do not tumble dry; warm iron':
    'ठंडे पानी में मशीन वॉश करें, जेंटल साइकिल; टम्बल ड्राई न करें; हल्की गर्म इस्त्री करें',
  'Machine wash cold with like colours; do not bleach; dry in shade':
    'ठंडे पानी में मिलते-जुलते रंगों के साथ मशीन वॉश करें; ब्लीच न करें; छाँव में सुखाएँ',
  'Machine wash cold inside out; do not bleach; line dry':
    'उल्टा करके ठंडे पानी में मशीन वॉश करें; ब्लीच न करें; रस्सी पर सुखाएँ',
  'Machine wash cold; dry flat; do not iron': 'ठंडे पानी में मशीन वॉश करें; फैलाकर सुखाएँ; इस्त्री न करें',
  'Hand wash cold separately; do not wring; dry in shade': 'ठंडे पानी में अलग से हाथ से धोएँ; निचोड़ें नहीं; छाँव में सुखाएँ',
  'Machine wash cold, gentle cycle; warm iron': 'ठंडे पानी में मशीन वॉश करें, जेंटल साइकिल; हल्की गर्म इस्त्री करें',
  'Machine wash cold; do not tumble dry; warm iron':
    'ठंडे पानी में मशीन वॉश करें; टम्बल ड्राई न करें; हल्की गर्म इस्त्री करें',
  'Machine wash cold; do not iron on print; do not tumble dry':
    'ठंडे पानी में मशीन वॉश करें; प्रिंट पर इस्त्री न करें; टम्बल ड्राई न करें',
  'Hand wash cold separately; dry in shade; do not iron on mirror work':
    'ठंडे पानी में अलग से हाथ से धोएँ; छाँव में सुखाएँ; शीशे के काम पर इस्त्री न करें',
  'Machine wash cold inside out; tumble dry low': 'उल्टा करके ठंडे पानी में मशीन वॉश करें; धीमी आँच पर टम्बल ड्राई करें',
  'Machine wash warm; do not bleach; warm iron': 'गुनगुने पानी में मशीन वॉश करें; ब्लीच न करें; हल्की गर्म इस्त्री करें',
  'Machine wash cold; tumble dry low; warm iron':
    'ठंडे पानी में मशीन वॉश करें; धीमी आँच पर टम्बल ड्राई करें; हल्की गर्म इस्त्री करें',
  'Hand wash cold separately; dry in shade; warm iron':
    'ठंडे पानी में अलग से हाथ से धोएँ; छाँव में सुखाएँ; हल्की गर्म इस्त्री करें',
  'Machine wash cold, gentle cycle; tumble dry low':
    'ठंडे पानी में मशीन वॉश करें, जेंटल साइकिल; धीमी आँच पर टम्बल ड्राई करें',
  'Hand wash cold separately; colour may bleed; dry in shade':
    'ठंडे पानी में अलग से हाथ से धोएँ; रंग निकल सकता है; छाँव में सुखाएँ',
  'Hand wash cold; dry flat in shade': 'ठंडे पानी में हाथ से धोएँ; छाँव में फैलाकर सुखाएँ',

  // The product page's details and buy box.
  '+ {rate}% GST, added at checkout': '+ {rate}% GST, चेकआउट पर जुड़ेगा',
  'Out of stock': 'स्टॉक में नहीं',
  'Best price {price} with {code}': '{code} के साथ सबसे अच्छी कीमत {price}',
  Category: 'कैटेगरी',
  Type: 'प्रकार',
  Colour: 'रंग',
  'Only {left} left': 'सिर्फ़ {left} बाकी',
  'Sold-out sizes': 'स्टॉक ख़त्म हो चुके साइज़',
  "We'll let you know when {size} is back": 'साइज़ {size} वापस आने पर हम आपको बताएँगे',
  'Notify me when {size} is back': 'साइज़ {size} वापस आने पर मुझे बताएँ',
  'Add to Cart': 'कार्ट में जोड़ें',
  Wishlisted: 'विशलिस्ट में है',
  'Add to wishlist': 'विशलिस्ट में जोड़ें',
  'Remove from wishlist': 'विशलिस्ट से हटाएँ',
  'Select Size': 'साइज़ चुनें',
  'Your size': 'आपका साइज़',
  '{size}, sold out': '{size}, स्टॉक ख़त्म',
  '{size}, Your size': '{size}, आपका साइज़',
  '{size}, sold out, Your size': '{size}, स्टॉक ख़त्म, आपका साइज़',
  Quantity: 'मात्रा',
  'Decrease quantity': 'मात्रा घटाएँ',
  'Increase quantity': 'मात्रा बढ़ाएँ',
  'Free Shipping': 'मुफ़्त डिलीवरी',
  'On orders over {amount}': '{amount} से ज़्यादा के ऑर्डर पर',
  'Easy Returns': 'आसान रिटर्न',
  'Within {days} days': '{days} दिनों के अंदर',
  'Secure Payment': 'सुरक्षित भुगतान',
  'Card, UPI or COD': 'कार्ड, UPI या COD',
  'Our promises': 'हमारे वादे',

  // 'Product information' (productFacts.ts).
  'Product information': 'प्रॉडक्ट की जानकारी',
  'Country of origin': 'मूल देश',
  Manufacturer: 'निर्माता',
  Importer: 'आयातक',
  Packer: 'पैकर',
  'Net quantity': 'कुल मात्रा',
  '1 N': '1 नग',
  '1 set': '1 सेट',
  '{list} or {quantity}': '{list} या {quantity}',
  '{quantities}, by the size chosen': '{quantities}, चुने गए साइज़ के अनुसार',
  Care: 'देखभाल',
  Manufactured: 'निर्माण',
  'Best before': 'इससे पहले इस्तेमाल करें',
  'Use within {n} months of manufacture': 'निर्माण के {n} महीनों के अंदर इस्तेमाल करें',
  Ingredients: 'सामग्री',
  'Sold by': 'विक्रेता',
  Returns: 'रिटर्न',
  'Return or exchange within {days} days of delivery': 'डिलीवरी के {days} दिनों के अंदर रिटर्न या एक्सचेंज करें',
  'Return or exchange within {days} days of delivery if unopened, with its seal intact':
    'डिलीवरी के {days} दिनों के अंदर रिटर्न या एक्सचेंज करें, अगर प्रॉडक्ट खुला न हो और उसकी सील न टूटी हो',
  '{returns}. {policy}': '{returns}। {policy}',
  'Return Policy': 'रिटर्न पॉलिसी',

  // The size guide (sizeCharts.ts).
  'Size guide': 'साइज़ गाइड',
  'Measure yourself, then pick the size whose figures are nearest yours. Between two sizes, choose the larger one.':
    'पहले अपना माप लें, फिर वह साइज़ चुनें जिसके माप आपके माप के सबसे क़रीब हों। दो साइज़ के बीच हों, तो बड़ा साइज़ चुनें।',
  Units: 'इकाई',
  inches: 'इंच',
  centimetres: 'सेंटीमीटर',
  '{chart}, body measurements in {unit}': '{chart}, शरीर के माप {unit} में',
  'Scroll sideways for every measurement and to save your size.':
    'सभी माप देखने और अपना साइज़ सेव करने के लिए बगल में स्क्रॉल करें।',
  Size: 'साइज़',
  'My size': 'मेरा साइज़',
  'Save {size} as my size': '{size} को मेरे साइज़ के रूप में सेव करें',
  'Your saved size is marked on every product of this kind. You always choose the size yourself.':
    'आपका सेव किया गया साइज़ इस तरह के हर प्रॉडक्ट पर दिखाया जाता है। साइज़ हमेशा आप ख़ुद चुनते हैं।',
  'How to measure': 'माप कैसे लें',
  Bust: 'बस्ट',
  'Under-bust': 'अंडर-बस्ट',
  Chest: 'छाती',
  Waist: 'कमर',
  Hip: 'हिप',
  Shoulder: 'कंधा',
  Sleeve: 'आस्तीन',
  Length: 'लंबाई',
  'Lehenga length': 'लहंगे की लंबाई',
  Inseam: 'इनसीम',
  Height: 'क़द',
  'Around the fullest part of the bust, keeping the tape level under the arms.':
    'बस्ट के सबसे भरे हिस्से के चारों ओर, टेप को बाँहों के नीचे सीधा रखते हुए।',
  'Around the ribcage just under the bust, keeping the tape snug and level.':
    'बस्ट के ठीक नीचे पसलियों के चारों ओर, टेप को कसा हुआ और सीधा रखते हुए।',
  'Around the fullest part of the chest, under the arms, keeping the tape level.':
    'बाँहों के नीचे से, छाती के सबसे चौड़े हिस्से के चारों ओर, टेप को सीधा रखते हुए।',
  'Around the natural waistline, above the navel, with the tape comfortably loose.':
    'नाभि के ऊपर, कमर की स्वाभाविक रेखा के चारों ओर, टेप को आराम से थोड़ा ढीला रखते हुए।',
  'Around the fullest part of the hips, with your feet together.':
    'पैरों को साथ रखकर, हिप के सबसे चौड़े हिस्से के चारों ओर।',
  'From the edge of one shoulder to the other, across the back.':
    'पीठ के आर-पार, एक कंधे के किनारे से दूसरे कंधे के किनारे तक।',
  'From the edge of the shoulder down the outside of the arm to the wrist, arm relaxed.':
    'बाँह को ढीला छोड़कर, कंधे के किनारे से बाँह के बाहरी हिस्से से होते हुए कलाई तक।',
  'From the highest point of the shoulder down to where the garment ends.':
    'कंधे के सबसे ऊँचे बिंदु से नीचे वहाँ तक, जहाँ कपड़ा ख़त्म होता है।',
  'From the waistline down to the ankle (the lehenga skirt, without heels).':
    'कमर की रेखा से नीचे टखने तक (लहंगा स्कर्ट, बिना हील के)।',
  'From the crotch down the inside of the leg to the ankle (for shorts, to the hem).':
    'जाँघों के जोड़ से पैर के अंदरूनी हिस्से से होते हुए टखने तक (शॉर्ट्स के लिए, किनारे तक)।',
  'Standing straight against a wall, without shoes, from the floor to the top of the head.':
    'बिना जूतों के दीवार से सटकर सीधे खड़े होकर, फ़र्श से सिर के ऊपर तक।',
  "Women's tops and shirts": 'महिलाओं के टॉप और शर्ट',
  "Women's crop tops": 'महिलाओं के क्रॉप टॉप',
  "Women's kurtas: short kurtis, A-line and sharara-set kurtas (to the knee)":
    'महिलाओं के कुर्ते: छोटी कुर्तियाँ, ए-लाइन और शरारा सेट के कुर्ते (घुटने तक)',
  "Women's kurtas: straight (to mid-calf)": 'महिलाओं के कुर्ते: स्ट्रेट (आधी पिंडली तक)',
  "Women's kurtas: anarkali (flared, below the calf)": 'महिलाओं के कुर्ते: अनारकली (घेरदार, पिंडली से नीचे तक)',
  "Women's dresses (to the knee)": 'महिलाओं की ड्रेस (घुटने तक)',
  "Women's midi dresses (to mid-calf)": 'महिलाओं की मिडी ड्रेस (आधी पिंडली तक)',
  "Women's maxi dresses (to the ankle)": 'महिलाओं की मैक्सी ड्रेस (टखने तक)',
  'Sarees: free size, with a blouse piece stitched to your blouse size':
    'साड़ियाँ: फ़्री साइज़, ब्लाउज़ पीस के साथ, जो आपके ब्लाउज़ साइज़ में सिला जाता है',
  'A saree is free size: about 5.5 m of fabric to drape, plus a 0.8 m blouse piece. The sizes are for stitching the blouse; the waist is where the saree is tucked in.':
    'साड़ी फ़्री साइज़ होती है: पहनने के लिए लगभग 5.5 m कपड़ा, और साथ में 0.8 m का ब्लाउज़ पीस। साइज़ ब्लाउज़ सिलवाने के लिए हैं; कमर वह जगह है जहाँ साड़ी खोंसी जाती है।',
  'Lehenga sets: blouse (choli) and lehenga skirt': 'लहंगा सेट: ब्लाउज़ (चोली) और लहंगा स्कर्ट',
  'The blouse is sized by bust and under-bust; the lehenga by waist and hip, its waist with a drawstring. The dupatta is free size.':
    'ब्लाउज़ का साइज़ बस्ट और अंडर-बस्ट से तय होता है; लहंगे का कमर और हिप से, और उसकी कमर पर डोरी होती है। दुपट्टा फ़्री साइज़ है।',
  "Women's jackets": 'महिलाओं की जैकेट',
  "Women's coats (longline)": 'महिलाओं के कोट (लॉन्गलाइन)',
  "Women's hoodies and sweatshirts": 'महिलाओं की हुडी और स्वेटशर्ट',
  "Women's jeans, trousers and leggings": 'महिलाओं की जींस, ट्राउज़र और लेगिंग्स',
  "Men's shirts, T-shirts and jackets": 'पुरुषों की शर्ट, टी-शर्ट और जैकेट',
  "Men's kurtas (to the knee)": 'पुरुषों के कुर्ते (घुटने तक)',
  "Men's sherwanis (below the knee)": 'पुरुषों की शेरवानी (घुटने से नीचे तक)',
  "Men's shorts": 'पुरुषों के शॉर्ट्स',
  "Men's jeans and trousers (waist sizes)": 'पुरुषों की जींस और ट्राउज़र (कमर के साइज़)',
  "Kids' clothing, by age": 'बच्चों के कपड़े, उम्र के हिसाब से',

  // Listings: the bar above the cards, the cards, Load more, the empty state.
  'Sort by': 'क्रम से लगाएँ',
  Featured: 'फ़ीचर्ड',
  'Price: Low to High': 'कीमत: कम से ज़्यादा',
  'Price: High to Low': 'कीमत: ज़्यादा से कम',
  'Newest First': 'नए पहले',
  'Highest Rated': 'सबसे ज़्यादा रेटिंग',
  'Biggest Discount': 'सबसे ज़्यादा छूट',
  View: 'देखें',
  'Grid view': 'ग्रिड व्यू',
  'List view': 'लिस्ट व्यू',
  '{count} product found': '{count} प्रॉडक्ट मिला',
  '{count} products found': '{count} प्रॉडक्ट मिले',
  'Sizes: {sizes}': 'साइज़: {sizes}',
  'Showing {shown} of {total} products': '{total} में से {shown} प्रॉडक्ट दिखाए जा रहे हैं',
  'Load more': 'और दिखाएँ',
  'No products found': 'कोई प्रॉडक्ट नहीं मिला',
  'No products available in this category at the moment': 'इस कैटेगरी में अभी कोई प्रॉडक्ट उपलब्ध नहीं है',
  'Loading products…': 'प्रॉडक्ट लोड हो रहे हैं…',
  'Continue Shopping': 'ख़रीदारी जारी रखें',
  'Recently viewed': 'हाल ही में देखे गए',
  'Clear recently viewed': 'हाल ही में देखे गए सभी हटाएँ',

  // The home page's benefits strip.
  'Why shop with Rangoli': 'Rangoli से ख़रीदारी क्यों करें',
  'Cards, UPI and Cash on Delivery': 'कार्ड, UPI और कैश ऑन डिलीवरी',
  '{days}-day return policy': '{days} दिन की रिटर्न पॉलिसी',
  '24/7 Support': '24/7 सपोर्ट',
  'Write to us any time, day or night': 'दिन हो या रात, हमें कभी भी लिखें',

  // The profile's back-in-stock alerts.
  'Back-in-stock alerts': 'बैक-इन-स्टॉक अलर्ट',
  'No alerts yet. On a product page, choose ‘Notify me’ under a sold-out size to hear when it is back.':
    'अभी कोई अलर्ट नहीं है। किसी प्रॉडक्ट पेज पर, स्टॉक ख़त्म हो चुके साइज़ के नीचे ‘मुझे बताएँ’ चुनें, ताकि उसके वापस आते ही आपको पता चल जाए।',
  "We'll tell you here, on your next visit, when one of these sizes is back in stock.":
    'इनमें से कोई साइज़ स्टॉक में वापस आते ही, आपकी अगली विज़िट पर हम आपको यहीं बताएँगे।',
  '{name}, size {size}': '{name}, साइज़ {size}',
  'Sold out': 'स्टॉक ख़त्म',
  Remove: 'हटाएँ',

  // The product page.
  'Loading product details...': 'प्रॉडक्ट की जानकारी लोड हो रही है...',
  Home: 'होम',
  '{name} by {brand}': '{brand} {name}',
  'Link copied': 'लिंक कॉपी हो गया',
  'The link could not be copied. Copy it from the address bar.':
    'लिंक कॉपी नहीं हो सका। इसे एड्रेस बार से कॉपी करें।',
  'Customer Reviews': 'ग्राहकों के रिव्यू',
  'You May Also Like': 'आपको ये भी पसंद आ सकते हैं',

  // The pincode delivery check (features/delivery).
  'Delivery options': 'डिलीवरी के विकल्प',
  Pincode: 'पिनकोड',
  Check: 'जाँचें',
  Change: 'बदलें',
  'Please enter a valid 6-digit pincode': 'कृपया 6 अंकों का सही पिनकोड डालें',
  'Sorry, we do not deliver to {pincode} yet': 'माफ़ करें, हम अभी {pincode} पर डिलीवरी नहीं करते',
  'Delivery by {date}': '{date} तक डिलीवरी',
  'Cash on Delivery available': 'कैश ऑन डिलीवरी उपलब्ध है',
  'Cash on Delivery not available': 'कैश ऑन डिलीवरी उपलब्ध नहीं है',
  'Deliver to {pincode}': '{pincode} पर डिलीवरी',
  'Pincode {pincode} is in {state}': 'पिनकोड {pincode} {state} में है',
} as const;
