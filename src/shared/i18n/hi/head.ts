/**
 * Hindi words of what a page says about itself (src/app/head: its description, for search engines
 * and link previews) and of the route table's titles (src/app/routes.ts).
 */
export const HEAD = {
  'Free shipping over {amount} and {days}-day returns.':
    '{amount} से ज़्यादा पर मुफ़्त शिपिंग और {days} दिन में रिटर्न।',
  'Rangoli — fashion and beauty for women, men and kids, at Indian prices. Free shipping over {amount}, {days}-day returns.':
    'Rangoli — महिलाओं, पुरुषों और बच्चों के लिए फ़ैशन और ब्यूटी, भारतीय दामों पर। {amount} से ज़्यादा पर मुफ़्त शिपिंग, {days} दिन में रिटर्न।',
  'Contact Rangoli: call {phone}, email {email} or send us a message. Customer care is open Monday to Saturday.':
    'Rangoli से संपर्क करें: {phone} पर कॉल करें, {email} पर ईमेल करें या हमें संदेश भेजें। कस्टमर केयर सोमवार से शनिवार तक खुला है।',
  "Answers to shoppers' most asked questions at Rangoli: orders, payment, Cash on Delivery, shipping, sizes, returns and refunds.":
    'Rangoli पर ग्राहकों के सबसे ज़्यादा पूछे जाने वाले सवालों के जवाब: ऑर्डर, भुगतान, कैश ऑन डिलीवरी, शिपिंग, साइज़, रिटर्न और रिफ़ंड।',
  "Rangoli's return policy: return or exchange unworn items within {days} days of delivery, what cannot be returned, and how refunds work.":
    'Rangoli की रिटर्न पॉलिसी: डिलीवरी के {days} दिन के अंदर बिना पहने सामान का रिटर्न या एक्सचेंज, क्या रिटर्न नहीं हो सकता, और रिफ़ंड कैसे मिलता है।',
  'Shipping at Rangoli: free delivery on orders over {amount}, delivery times across India, and order tracking.':
    'Rangoli पर शिपिंग: {amount} से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी, पूरे भारत में डिलीवरी का समय, और ऑर्डर ट्रैकिंग।',
  "Rangoli's privacy policy: what we keep about you, why, for how long, and how to have it removed.":
    'Rangoli की प्राइवेसी पॉलिसी: हम आपके बारे में क्या रखते हैं, क्यों, कितने समय तक, और उसे कैसे हटवाएँ।',
  "Rangoli's Grievance Officer: name, contacts and hours, and a form to file a complaint, acknowledged within 48 hours and resolved within a month.":
    'Rangoli के शिकायत अधिकारी: नाम, संपर्क और समय, और शिकायत दर्ज करने का फ़ॉर्म। शिकायत की पावती 48 घंटे में और समाधान एक महीने में।',
  "Rangoli's Privacy Centre: what this device keeps, switches for the optional data, and a copy or deletion of all of it.":
    'Rangoli का प्राइवेसी सेंटर: यह डिवाइस क्या रखता है, वैकल्पिक डेटा के स्विच, और पूरे डेटा की कॉपी या उसे मिटाना।',
  "The terms of use of Rangoli's online fashion and beauty shop: orders, prices, payment, returns and your account.":
    'Rangoli की ऑनलाइन फ़ैशन और ब्यूटी शॉप की इस्तेमाल की शर्तें: ऑर्डर, कीमतें, भुगतान, रिटर्न और आपका अकाउंट।',
  "Search Rangoli's fashion and beauty by name, brand, colour or type, and filter by price, size and rating.":
    'Rangoli पर फ़ैशन और ब्यूटी को नाम, ब्रांड, रंग या प्रकार से खोजें, और कीमत, साइज़ और रेटिंग से फ़िल्टर करें।',
  'Your Rangoli cart: the items, sizes and quantities you picked, with the total before checkout.':
    'आपका Rangoli कार्ट: आपके चुने हुए आइटम, साइज़ और मात्रा, चेकआउट से पहले कुल रकम के साथ।',
  'Your Rangoli wishlist: the fashion and beauty you saved for later.':
    'आपकी Rangoli विशलिस्ट: बाद के लिए सेव किया गया फ़ैशन और ब्यूटी।',
  'Check out securely at Rangoli: shipping address, payment by card, UPI or Cash on Delivery, and review.':
    'Rangoli पर सुरक्षित चेकआउट: शिपिंग का पता, कार्ड, UPI या कैश ऑन डिलीवरी से भुगतान, और रिव्यू।',
  'Your orders at Rangoli: what you bought, when, and its status.':
    'Rangoli पर आपके ऑर्डर: आपने क्या ख़रीदा, कब, और उसका स्टेटस।',
  'Your Rangoli profile: your name, email, phone and address.':
    'आपकी Rangoli प्रोफ़ाइल: आपका नाम, ईमेल, फ़ोन और पता।',
  'Sign in to Rangoli to check out, see your orders and keep your cart and wishlist.':
    'चेकआउट करने, अपने ऑर्डर देखने और अपना कार्ट और विशलिस्ट रखने के लिए Rangoli पर लॉग इन करें।',
  'Create a Rangoli account to check out faster and keep your orders, cart and wishlist.':
    'तेज़ी से चेकआउट करने और अपने ऑर्डर, कार्ट और विशलिस्ट रखने के लिए Rangoli अकाउंट बनाएँ।',
  "Forgotten your Rangoli password? Enter your email and we'll send you a link to reset it.":
    'Rangoli का पासवर्ड भूल गए? अपना ईमेल डालें, हम उसे रीसेट करने का लिंक भेज देंगे।',
  'The page you asked for is not at Rangoli. Browse women, men, kids and beauty from the home page.':
    'आपका माँगा गया पेज Rangoli पर नहीं है। होम पेज से महिलाओं, पुरुषों, बच्चों और ब्यूटी की ख़रीदारी करें।',
  '{first} and {last}': '{first} और {last}',
  ', sold out': ', स्टॉक ख़त्म',
  ', in {sizes}': ', {sizes} में',
  ', sizes {sizes}': ', साइज़ {sizes}',
  '{name} by {brand}': '{brand} {name}',
  '{price} ({discount}% off {mrp})': '{price} ({mrp} पर {discount}% की छूट)',
  "{category}'s {type}": '{category} का {type}',
  'Beauty product': 'ब्यूटी प्रोडक्ट',
  '{who}: {price}. {kind} in {colour}{sizes}. Rated {rating} out of 5 by {count} shoppers. {promises}':
    '{who}: {price}। {colour} रंग में {kind}{sizes}। {count} ग्राहकों ने 5 में से {rating} रेटिंग दी। {promises}',
  '{category} at Rangoli. {promises}': 'Rangoli पर {category}। {promises}',
  '{items} and more': '{items} और भी बहुत कुछ',
  "{category}'s fashion": '{category} का फ़ैशन',
  '{noun} at Rangoli: {count} styles, {what}, from {price}. {promises}':
    'Rangoli पर {noun}: {count} स्टाइल, {what}, {price} से शुरू। {promises}',
  'The Rangoli sale: discounted fashion and beauty. {promises}': 'Rangoli सेल: छूट पर फ़ैशन और ब्यूटी। {promises}',
  'The Rangoli sale: {count} styles across women, men, kids and beauty at up to {most}% off, from {price}. {promises}':
    'Rangoli सेल: महिलाओं, पुरुषों, बच्चों और ब्यूटी में {count} स्टाइल, {most}% तक की छूट पर, {price} से शुरू। {promises}',
  'Fashion & Beauty': 'फ़ैशन और ब्यूटी',
  'Rangoli needs JavaScript to run. Please enable it to shop.':
    'Rangoli चलाने के लिए JavaScript ज़रूरी है। ख़रीदारी के लिए कृपया इसे चालू करें।',
  'The shop could not be loaded. Please check your connection and reload the page.':
    'शॉप लोड नहीं हो सकी। कृपया अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
  'Order {id}': 'ऑर्डर {id}',
  'Complaint {id}': 'शिकायत {id}',
} as const;
