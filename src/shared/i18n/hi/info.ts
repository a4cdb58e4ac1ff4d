/** Hindi words of the shop's info texts (see ../edition.ts): the English text, then its Hindi. */
export const INFO = {
  // The help sidebar and the pages' frame (pages/info/InfoLayout.tsx).
  Home: 'होम',
  FAQ: 'अक्सर पूछे जाने वाले सवाल',
  Shipping: 'शिपिंग',
  'Return Policy': 'रिटर्न पॉलिसी',
  'Privacy Policy': 'प्राइवेसी पॉलिसी',
  'Terms of Use': 'इस्तेमाल की शर्तें',
  'Contact Us': 'संपर्क करें',
  'Grievance Officer': 'शिकायत अधिकारी',
  'Help and contact': 'मदद और संपर्क',
  'Help & policies': 'मदद और पॉलिसी',
  'Talk to us': 'हमसे बात करें',
  'Business hours': 'कामकाज का समय',
  // The shop's hours (shared/lib/constants.ts BUSINESS_HOURS, grievanceOfficer.ts).
  'Mon-Fri': 'सोम-शुक्र',
  Sat: 'शनि',
  Sun: 'रवि',
  '9:00 AM-6:00 PM': 'सुबह 9:00 से शाम 6:00 बजे तक',
  '10:00 AM-4:00 PM': 'सुबह 10:00 से शाम 4:00 बजे तक',
  Closed: 'बंद',
  'Mon-Sat, 10:00 AM-6:00 PM': 'सोम-शनि, सुबह 10:00 से शाम 6:00 बजे तक',
  'Head of Customer Care': 'कस्टमर केयर प्रमुख',

  // The rules the pages state (pages/info/policyWords.ts).
  '{list} and {last}': '{list} और {last}',
  '1 day': '1 दिन',
  '{count} days': '{count} दिन',
  Delhi: 'दिल्ली',
  Mumbai: 'मुंबई',
  Kolkata: 'कोलकाता',
  Chennai: 'चेन्नई',
  Bengaluru: 'बेंगलुरु',
  Hyderabad: 'हैदराबाद',
  Pune: 'पुणे',
  Ahmedabad: 'अहमदाबाद',
  Assam: 'असम',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Tripura: 'त्रिपुरा',
  'Jammu & Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  'the Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  'Cash on Delivery is available on orders up to {limit}, GST included.':
    'GST सहित {limit} तक के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध है।',
  'Cash on Delivery is not available in the North-East ({northEast}) or in {north}: orders there are paid by card or UPI, and arrive in {days}.':
    'पूर्वोत्तर ({northEast}) और {north} में कैश ऑन डिलीवरी उपलब्ध नहीं है: वहाँ के ऑर्डर का भुगतान कार्ड या UPI से होता है, और वे {days} में पहुँचते हैं।',
  'We do not deliver to {place} yet.': 'फ़िलहाल हम {place} में डिलीवरी नहीं करते।',
  'Orders arrive in {metroDays} in {metros}; in {prepaidDays} in {prepaidPlaces}; and in {elsewhereDays} everywhere else we deliver.':
    '{metros} में ऑर्डर {metroDays} में पहुँचते हैं; {prepaidPlaces} में {prepaidDays} में; और बाकी सभी जगहों पर, जहाँ हम डिलीवरी करते हैं, {elsewhereDays} में।',
  'Delivery days count from the day you order. We do not deliver on Sundays: a delivery due on a Sunday comes on the Monday.':
    'डिलीवरी के दिन ऑर्डर करने के दिन से गिने जाते हैं। रविवार को हम डिलीवरी नहीं करते: जो डिलीवरी रविवार को होनी हो, वह सोमवार को होती है।',
  'You can cancel an order while it is Processing, before it ships: open My Orders and choose Cancel Order.':
    'जब तक ऑर्डर प्रोसेसिंग में है और शिप नहीं हुआ है, आप उसे रद्द कर सकते हैं: ‘मेरे ऑर्डर’ खोलें और ‘ऑर्डर रद्द करें’ चुनें।',
  'Once an order has shipped it can no longer be cancelled; return it after delivery instead.':
    'ऑर्डर शिप हो जाने के बाद उसे रद्द नहीं किया जा सकता; इसके बजाय डिलीवरी के बाद उसे रिटर्न करें।',
  'A cancelled card or UPI order is refunded to the card or UPI ID you paid with; nothing was charged for a Cash on Delivery order.':
    'रद्द किए गए कार्ड या UPI ऑर्डर का रिफ़ंड उसी कार्ड या UPI ID में होता है जिससे आपने भुगतान किया था; कैश ऑन डिलीवरी ऑर्डर के लिए आपसे कोई पैसा लिया ही नहीं गया था।',
  'You can ask for a return or an exchange within {days} days of delivery.':
    'डिलीवरी के {days} दिनों के अंदर आप रिटर्न या एक्सचेंज का अनुरोध कर सकते हैं।',
  'Card and UPI orders are refunded to the original payment method or as Rangoli credit, as you choose.':
    'कार्ड और UPI ऑर्डर का रिफ़ंड, आपकी पसंद के अनुसार, भुगतान के मूल तरीके में या Rangoli क्रेडिट के रूप में होता है।',
  'Cash on Delivery orders are refunded as Rangoli credit: there is no card or UPI payment to return the money to.':
    'कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड Rangoli क्रेडिट के रूप में होता है: पैसे लौटाने के लिए कोई कार्ड या UPI भुगतान नहीं होता।',
  'An exchange is for another size of the same product. When no other size can be bought, or the product is no longer sold, the item can be returned for a refund instead.':
    'एक्सचेंज उसी प्रोडक्ट के दूसरे साइज़ के लिए होता है। अगर कोई दूसरा साइज़ ख़रीदा न जा सके, या प्रोडक्ट अब बिकता ही न हो, तो आइटम को रिफ़ंड के लिए रिटर्न किया जा सकता है।',

  // FAQ (pages/info/FaqPage.tsx).
  'Frequently Asked Questions': 'अक्सर पूछे जाने वाले सवाल',
  'Quick answers about orders, coupons, sizes, delivery, returns and your account. Choose a question to see its answer.':
    'ऑर्डर, कूपन, साइज़, डिलीवरी, रिटर्न और आपके अकाउंट से जुड़े सवालों के झटपट जवाब। जवाब देखने के लिए कोई सवाल चुनें।',
  'Orders and payment': 'ऑर्डर और भुगतान',
  'Do I need an account to shop?': 'क्या ख़रीदारी के लिए अकाउंट ज़रूरी है?',
  'No account is needed to browse, fill your cart or save a wishlist. To check out and to write reviews, please {signIn} or {createAccount}; it takes a minute.':
    'प्रोडक्ट देखने, कार्ट भरने या विशलिस्ट सेव करने के लिए अकाउंट की ज़रूरत नहीं है। चेकआउट करने और रिव्यू लिखने के लिए कृपया {signIn} या {createAccount}; इसमें बस एक मिनट लगता है।',
  'sign in': 'लॉग इन करें',
  'create an account': 'अकाउंट बनाएँ',
  'Which payment methods do you accept?': 'आप भुगतान के कौन-से तरीके स्वीकार करते हैं?',
  'Credit and debit cards, UPI, and Cash on Delivery.': 'क्रेडिट और डेबिट कार्ड, UPI, और कैश ऑन डिलीवरी।',
  'Are taxes included in the prices?': 'क्या कीमतों में टैक्स शामिल है?',
  'Prices on product pages are before tax. GST of {rate}% is added to your subtotal (after any coupon) and shown in the cart before you pay, so there are no surprises.':
    'प्रोडक्ट पेज पर दी गई कीमतें टैक्स के बिना हैं। {rate}% GST आपके सबटोटल (कूपन लगने के बाद) में जोड़ा जाता है और भुगतान से पहले कार्ट में दिखाया जाता है, ताकि बाद में कोई अनचाहा चार्ज न दिखे।',
  'How do coupons work?': 'कूपन कैसे काम करते हैं?',
  'Enter a code under Coupon code in your {cart}, or choose Apply beside one of the Available coupons listed there. Our coupons:':
    'अपने {cart} में ‘कूपन कोड’ के नीचे कोड डालें, या वहाँ दिए गए ‘उपलब्ध कूपन’ में से किसी के आगे ‘लागू करें’ चुनें। हमारे कूपन:',
  cart: 'कार्ट',
  'One coupon per order: applying another replaces it. The discount comes off your subtotal before GST.':
    'एक ऑर्डर पर एक ही कूपन: दूसरा कूपन लगाने पर पहला हट जाता है। छूट GST जुड़ने से पहले आपके सबटोटल पर मिलती है।',
  '{codes} needs you to be signed in.': '{codes} के लिए लॉग इन होना ज़रूरी है।',
  'If your cart changes and the coupon no longer applies, we remove it and tell you why. Product pages show the best price a coupon gives.':
    'अगर आपका कार्ट बदल जाए और कूपन लागू न रहे, तो हम उसे हटा देते हैं और वजह बताते हैं। प्रोडक्ट पेज पर वह सबसे कम कीमत दिखती है जो किसी कूपन से मिल सकती है।',
  'Can I cancel my order?': 'क्या ऑर्डर रद्द किया जा सकता है?',
  'Yes, until it ships.': 'हाँ, शिप होने तक।',
  'Sizes and stock': 'साइज़ और स्टॉक',
  'How do I find my size?': 'मैं अपना साइज़ कैसे पता करूँ?',
  "On a clothing product page, choose Size guide beside Select Size. It shows that product's sizes with their Indian, UK and US equivalents where they differ, and the body measurements each size fits, in inches or centimetres, with how to measure. Between two sizes, choose the larger one. Save a size as your size and product pages for the same kind of garment point it out. Beauty and one-size products have no size guide. If it does not fit, exchange it for another size.":
    'कपड़ों के प्रोडक्ट पेज पर ‘साइज़ चुनें’ के पास ‘साइज़ गाइड’ चुनें। इसमें उस प्रोडक्ट के साइज़ दिखते हैं, जहाँ अलग हों वहाँ उनके भारतीय, UK और US साइज़ के साथ, और यह भी कि हर साइज़ शरीर के किस माप पर फ़िट होता है, इंच या सेंटीमीटर में, नापने के तरीके के साथ। दो साइज़ के बीच हों, तो बड़ा साइज़ चुनें। किसी साइज़ को अपने साइज़ के रूप में सेव करें, तो उसी तरह के कपड़ों के प्रोडक्ट पेज उसे ख़ास तौर पर दिखाएँगे। ब्यूटी और वन-साइज़ प्रोडक्ट के लिए साइज़ गाइड नहीं है। फ़िट न आए, तो उसे दूसरे साइज़ से एक्सचेंज करें।',
  'Can you tell me when a sold-out size is back?': 'स्टॉक ख़त्म हुआ साइज़ वापस आने पर क्या आप मुझे बताएँगे?',
  'Yes. Under the sizes on a product page, each sold-out size has a button such as ‘Notify me when XL is back’. Your alerts are listed under Back-in-stock alerts on your {profile}, where you can remove them. When the size is in stock again, a message tells you it is back, with a link to the product. Alerts are kept on this browser and cleared when you log out.':
    'हाँ। प्रोडक्ट पेज पर साइज़ के नीचे, स्टॉक ख़त्म हुए हर साइज़ के लिए ‘XL वापस आने पर मुझे बताएँ’ जैसा एक बटन होता है। आपके अलर्ट आपकी {profile} पर ‘बैक-इन-स्टॉक अलर्ट’ में दिखते हैं, जहाँ से आप उन्हें हटा सकते हैं। साइज़ फिर से स्टॉक में आते ही एक मैसेज आपको बताता है, साथ में प्रोडक्ट का लिंक भी होता है। अलर्ट इसी ब्राउज़र में रखे जाते हैं और लॉग आउट करने पर हट जाते हैं।',
  profile: 'प्रोफ़ाइल',
  'Shipping and delivery': 'शिपिंग और डिलीवरी',
  'How much does shipping cost?': 'शिपिंग का कितना चार्ज लगता है?',
  'Shipping is free on orders over {amount}, and for now on smaller orders too. See {shipping} for the details.':
    '{amount} से ज़्यादा के ऑर्डर पर शिपिंग मुफ़्त है, और फ़िलहाल इससे छोटे ऑर्डर पर भी। पूरी जानकारी के लिए {shipping} देखें।',
  'How long will my order take to arrive?': 'मेरा ऑर्डर पहुँचने में कितने दिन लगेंगे?',
  'Do you deliver everywhere in India?': 'क्या आप पूरे भारत में डिलीवरी करते हैं?',
  'Almost.': 'लगभग हर जगह।',
  'Enter your pincode on a product page or in your cart to see when your order would arrive and whether Cash on Delivery is available.':
    'प्रोडक्ट पेज पर या अपने कार्ट में अपना पिनकोड डालकर देखें कि आपका ऑर्डर कब पहुँचेगा और कैश ऑन डिलीवरी उपलब्ध है या नहीं।',
  'How do I track my order?': 'मैं अपना ऑर्डर कैसे ट्रैक करूँ?',
  'Open {myOrders} and choose Track Order to see whether it is processing, shipped or delivered.':
    '{myOrders} खोलें और ‘ऑर्डर ट्रैक करें’ चुनें, वहाँ दिखेगा कि ऑर्डर प्रोसेस हो रहा है, शिप हो गया है या डिलीवर हो चुका है।',
  'My Orders': 'मेरे ऑर्डर',
  'Returns and refunds': 'रिटर्न और रिफ़ंड',
  'What is your return policy?': 'आपकी रिटर्न पॉलिसी क्या है?',
  'Return or exchange most items within {days} days of delivery, unused and with their tags. Read the full {policy}.':
    'ज़्यादातर आइटम डिलीवरी के {days} दिनों के अंदर, बिना इस्तेमाल किए और टैग के साथ, रिटर्न या एक्सचेंज करें। पूरी {policy} पढ़ें।',
  'How do I return or exchange an item?': 'किसी आइटम को रिटर्न या एक्सचेंज कैसे करूँ?',
  'In My Orders, choose Return/Exchange on a delivered order. Our courier picks the items up from your door for free.':
    '‘मेरे ऑर्डर’ में, डिलीवर हो चुके ऑर्डर पर ‘रिटर्न/एक्सचेंज’ चुनें। हमारा कूरियर आपके घर से आइटम मुफ़्त में पिकअप करता है।',
  'How will I get my refund?': 'मुझे रिफ़ंड कैसे मिलेगा?',
  'You choose when you ask for the return, and the refund is made once our courier has picked the items up.':
    'रिटर्न का अनुरोध करते समय आप यह चुनते हैं, और हमारा कूरियर आइटम पिकअप कर ले, उसके बाद रिफ़ंड कर दिया जाता है।',
  Help: 'मदद',
  'How can I contact you?': 'मैं आपसे संपर्क कैसे करूँ?',
  'Call {phone} or write to {email} (hours: {hours}), or use our {form}. Email and the form are open round the clock; we answer within one business day.':
    '{phone} पर कॉल करें या {email} पर लिखें (समय: {hours}), या हमारा {form} भरें। ईमेल और फ़ॉर्म चौबीसों घंटे खुले हैं; हम एक कामकाजी दिन के अंदर जवाब देते हैं।',
  'contact form': 'संपर्क फ़ॉर्म',

  // Shipping (pages/info/ShippingPage.tsx).
  'Free shipping on orders over {amount}, delivered to your door anywhere in India.':
    '{amount} से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग, भारत में कहीं भी आपके घर तक डिलीवरी।',
  'What shipping costs': 'शिपिंग का ख़र्च',
  'Standard shipping is free on every order over {amount}. For now we are also waiving the fee on smaller orders, so your cart and checkout will show shipping as {free} whatever you spend. There are no hidden charges at the door: the total you see at checkout (including {rate}% GST) is what you pay.':
    '{amount} से ज़्यादा के हर ऑर्डर पर स्टैंडर्ड शिपिंग मुफ़्त है। फ़िलहाल हम छोटे ऑर्डर पर भी शिपिंग चार्ज नहीं ले रहे, इसलिए आप कितनी भी ख़रीदारी करें, आपके कार्ट और चेकआउट में शिपिंग {free} ही दिखेगी। डिलीवरी के समय कोई छिपा चार्ज नहीं: चेकआउट पर दिखने वाली कुल राशि ({rate}% GST सहित) ही आपको चुकानी है।',
  FREE: 'मुफ़्त',
  'Delivery times': 'डिलीवरी का समय',
  'Estimated delivery times': 'डिलीवरी का अनुमानित समय',
  Where: 'कहाँ',
  'Arrives in': 'पहुँचने में',
  'Metro cities: {cities}': 'मेट्रो शहर: {cities}',
  'Other cities and towns': 'दूसरे शहर और कस्बे',
  'The North-East ({northEast}), {north}: prepaid orders only':
    'पूर्वोत्तर ({northEast}), {north}: सिर्फ़ प्रीपेड ऑर्डर',
  'Enter your pincode on a product page or in your cart to see the date your order would arrive and whether Cash on Delivery is available there.':
    'प्रोडक्ट पेज पर या अपने कार्ट में अपना पिनकोड डालकर देखें कि आपका ऑर्डर किस तारीख़ को पहुँचेगा और वहाँ कैश ऑन डिलीवरी उपलब्ध है या नहीं।',
  'Tracking your order': 'अपना ऑर्डर ट्रैक करना',
  'Every order moves through three steps: {processing} (we are packing it), {shipped} (it is with our courier partner) and {delivered}. Follow it from {myOrders} with the Track Order button.':
    'हर ऑर्डर तीन चरणों से गुज़रता है: {processing} (हम उसे पैक कर रहे हैं), {shipped} (वह हमारे कूरियर पार्टनर के पास है) और {delivered}। {myOrders} में ‘ऑर्डर ट्रैक करें’ बटन से उसकी स्थिति देखें।',
  Processing: 'प्रोसेसिंग',
  Shipped: 'शिप हो गया',
  Delivered: 'डिलीवर हो गया',
  'Paying on delivery': 'डिलीवरी पर भुगतान',
  'We accept {count} ways to pay: credit or debit card, UPI, and Cash on Delivery. With Cash on Delivery please keep the exact amount ready; our courier partners may not carry change.':
    'हम भुगतान के {count} तरीके स्वीकार करते हैं: क्रेडिट या डेबिट कार्ड, UPI, और कैश ऑन डिलीवरी। कैश ऑन डिलीवरी में कृपया सही राशि तैयार रखें; हो सकता है हमारे कूरियर पार्टनर के पास छुट्टे पैसे न हों।',
  'Above that, please pay by card or UPI.': 'इससे ज़्यादा की राशि के लिए कृपया कार्ड या UPI से भुगतान करें।',
  'Addresses and missed deliveries': 'पता और छूटी हुई डिलीवरी',
  'Please give a complete address with the right 6-digit pincode and a phone number we can reach.':
    'कृपया सही 6 अंकों के पिनकोड के साथ पूरा पता दें, और ऐसा फ़ोन नंबर जिस पर हम आपसे संपर्क कर सकें।',
  'Our courier calls you before delivering, and tries again if you miss it.':
    'हमारा कूरियर डिलीवरी से पहले आपको कॉल करता है, और डिलीवरी छूट जाने पर दोबारा कोशिश करता है।',
  'If a parcel comes back to us undelivered, we refund prepaid orders in full to the original payment method.':
    'अगर कोई पार्सल डिलीवर हुए बिना हमारे पास लौट आता है, तो हम प्रीपेड ऑर्डर का पूरा रिफ़ंड भुगतान के मूल तरीके में कर देते हैं।',

  // Return Policy (pages/info/ReturnPolicyPage.tsx).
  'Not quite right? Return or exchange it within {days} days of delivery, with free pickup from your door.':
    'पसंद नहीं आया? डिलीवरी के {days} दिनों के अंदर रिटर्न या एक्सचेंज करें, आपके घर से मुफ़्त पिकअप के साथ।',
  '{days}-day easy returns': '{days} दिनों में आसान रिटर्न',
  'Items must be unused and unwashed, with their original tags and packaging. Once the {days} days are over, My Orders shows the day the return window closed.':
    'आइटम बिना इस्तेमाल किए और बिना धुले होने चाहिए, ओरिजिनल टैग और पैकेजिंग के साथ। {days} दिन पूरे होने के बाद, ‘मेरे ऑर्डर’ में वह दिन दिखता है जिस दिन रिटर्न की अवधि ख़त्म हुई।',
  'What cannot be returned': 'क्या रिटर्न नहीं हो सकता',
  'Beauty products that have been opened or whose seal is broken, for hygiene reasons.':
    'साफ़-सफ़ाई के कारण, खुले हुए या टूटी सील वाले ब्यूटी प्रोडक्ट।',
  'Innerwear, socks and swimwear.': 'इनरवियर, मोज़े और स्विमवियर।',
  'Items that have been altered, worn, washed or damaged after delivery.':
    'डिलीवरी के बाद ऑल्टर किए गए, पहने गए, धोए गए या ख़राब हुए आइटम।',
  'If something arrived damaged or is not what you ordered, we always take it back, whatever the item.':
    'अगर कोई आइटम ख़राब हालत में पहुँचा है या वह नहीं है जो आपने ऑर्डर किया था, तो हम उसे हमेशा वापस लेते हैं, आइटम चाहे कोई भी हो।',
  'How to return or exchange': 'रिटर्न या एक्सचेंज कैसे करें',
  'Sign in and open {myOrders}.': 'लॉग इन करें और {myOrders} खोलें।',
  'Choose Return/Exchange on the delivered order, pick the items and tell us the reason.':
    'डिलीवर हुए ऑर्डर पर ‘रिटर्न/एक्सचेंज’ चुनें, आइटम चुनें और हमें वजह बताएँ।',
  'Choose an exchange for another size, or a refund and where it goes. You get a return number to follow it in My Orders.':
    'दूसरे साइज़ के लिए एक्सचेंज चुनें, या रिफ़ंड और यह कि वह कहाँ जाए। आपको एक रिटर्न नंबर मिलता है, जिससे आप ‘मेरे ऑर्डर’ में उसकी स्थिति देख सकते हैं।',
  'Pack the items with their tags; our courier picks them up from your delivery address, free.':
    'आइटम उनके टैग के साथ पैक करें; हमारा कूरियर उन्हें आपके डिलीवरी पते से मुफ़्त में पिकअप करेगा।',
  'For an exchange, we send the new size once we have the items.':
    'एक्सचेंज में, आइटम हमारे पास पहुँचते ही हम नया साइज़ भेज देते हैं।',
  Refunds: 'रिफ़ंड',
  'Once our courier has picked the items up, we refund you where you chose.':
    'हमारा कूरियर आइटम पिकअप कर ले, उसके बाद हम आपके चुने हुए तरीके से रिफ़ंड कर देते हैं।',
  'Cancelling an order': 'ऑर्डर रद्द करना',

  // Privacy Policy (pages/info/PrivacyPage.tsx).
  'What we keep about you, where it lives and how you stay in control.':
    'हम आपके बारे में क्या रखते हैं, वह कहाँ रहता है, और उस पर आपका नियंत्रण कैसे बना रहता है।',
  'What we keep': 'हम क्या रखते हैं',
  'Your account: name, email, phone number and delivery address.':
    'आपका अकाउंट: नाम, ईमेल, फ़ोन नंबर और डिलीवरी का पता।',
  'Your cart, wishlist and order history, so they are there when you come back.':
    'आपका कार्ट, विशलिस्ट और ऑर्डर हिस्ट्री, ताकि लौटने पर सब कुछ वहीं मिले।',
  'Reviews you write, shown with your name on the product page.':
    'आपके लिखे रिव्यू, जो प्रोडक्ट पेज पर आपके नाम के साथ दिखते हैं।',
  'For card payments we keep only the last four digits of the card. We never keep the full card number or the CVV.':
    'कार्ड से भुगतान के लिए हम कार्ड के सिर्फ़ आख़िरी चार अंक रखते हैं। पूरा कार्ड नंबर या CVV हम कभी नहीं रखते।',
  'We never store your password.': 'हम आपका पासवर्ड कभी सेव नहीं करते।',
  'Where it is kept': 'यह कहाँ रखा जाता है',
  "Your account, cart, wishlist and orders are saved in your own browser's storage on this device. If you sign in without “Remember me”, your account is kept only while a tab of the shop is open: tabs you open meanwhile share it, and it goes when you close the last of them. Logging out clears your account, cart, wishlist and orders from this device.":
    'आपका अकाउंट, कार्ट, विशलिस्ट और ऑर्डर इसी डिवाइस पर आपके अपने ब्राउज़र की स्टोरेज में सेव होते हैं। अगर आप “मुझे याद रखें” चुने बिना लॉग इन करते हैं, तो आपका अकाउंट तभी तक रखा जाता है जब तक शॉप का कोई टैब खुला है: इस बीच खोले गए टैब भी उसी अकाउंट से चलते हैं, और आख़िरी टैब बंद करते ही वह हट जाता है। लॉग आउट करने पर आपका अकाउंट, कार्ट, विशलिस्ट और ऑर्डर इस डिवाइस से हट जाते हैं।',
  'While you check out, what you have typed (never your card number, expiry date or CVV) is kept in this browser tab only, so that a reload does not lose it. It goes when your order is placed or the tab is closed, and it is never shown to anyone else who signs in on the tab.':
    'चेकआउट के दौरान आपने जो टाइप किया है (आपका कार्ड नंबर, एक्सपायरी डेट या CVV कभी नहीं), वह सिर्फ़ इसी ब्राउज़र टैब में रखा जाता है, ताकि पेज रीलोड होने पर वह खो न जाए। ऑर्डर हो जाने या टैब बंद होने पर वह हट जाता है, और उस टैब पर लॉग इन करने वाले किसी और को वह कभी नहीं दिखता।',
  'How we use it': 'हम इसका इस्तेमाल कैसे करते हैं',
  'To deliver your orders and keep you updated about them.':
    'आपके ऑर्डर डिलीवर करने और आपको उनकी जानकारी देते रहने के लिए।',
  'To answer your questions when you contact us.': 'आप हमसे संपर्क करें, तो आपके सवालों के जवाब देने के लिए।',
  'To send our newsletter, only if you subscribe. Every email has an unsubscribe link.':
    'हमारा न्यूज़लेटर भेजने के लिए, सिर्फ़ तभी जब आप सब्सक्राइब करें। हर ईमेल में अनसब्सक्राइब करने का लिंक होता है।',
  'We do not sell your personal data, and we share it only with the courier who delivers your order.':
    'हम आपका निजी डेटा नहीं बेचते, और उसे सिर्फ़ उस कूरियर के साथ साझा करते हैं जो आपका ऑर्डर डिलीवर करता है।',
  'Your choices': 'आपके विकल्प',
  'You can see and change your details on your profile at any time. To ask what we hold about you, or to have it deleted, write to {email}.':
    'आप कभी भी अपनी प्रोफ़ाइल पर अपनी जानकारी देख और बदल सकते हैं। हमारे पास आपके बारे में क्या जानकारी है, यह जानने या उसे डिलीट करवाने के लिए {email} पर लिखें।',
  'The {privacyCentre} shows what this device keeps, key by key: there you can switch the optional data off, download a copy of everything or delete it all.':
    '{privacyCentre} में एक-एक करके दिखता है कि यह डिवाइस क्या-क्या रखता है: वहाँ आप वैकल्पिक डेटा बंद कर सकते हैं, सब कुछ की एक कॉपी डाउनलोड कर सकते हैं या सब डिलीट कर सकते हैं।',
  'Privacy Centre': 'प्राइवेसी सेंटर',

  // Terms of Use (pages/info/TermsPage.tsx).
  'The rules for shopping at {shop}. Please read them before you order.':
    '{shop} पर ख़रीदारी के नियम। ऑर्डर करने से पहले कृपया इन्हें पढ़ें।',
  'Your account': 'आपका अकाउंट',
  'You are responsible for the details you give us and for what happens under your account. Please keep your details up to date so we can deliver your orders.':
    'आप हमें जो जानकारी देते हैं और आपके अकाउंट से जो कुछ होता है, उसकी ज़िम्मेदारी आपकी है। कृपया अपनी जानकारी अप-टू-डेट रखें, ताकि हम आपके ऑर्डर डिलीवर कर सकें।',
  'Prices and payment': 'कीमतें और भुगतान',
  'Prices are in Indian rupees. GST of {rate}% is added to your cart subtotal at checkout and shown before you pay. We accept cards, UPI and Cash on Delivery. If a price on the site is clearly wrong, we may cancel the order and refund you in full.':
    'कीमतें भारतीय रुपये में हैं। चेकआउट पर आपके कार्ट के सबटोटल में {rate}% GST जोड़ा जाता है और भुगतान से पहले दिखाया जाता है। हम कार्ड, UPI और कैश ऑन डिलीवरी स्वीकार करते हैं। अगर साइट पर कोई कीमत साफ़ तौर पर ग़लत हो, तो हम ऑर्डर रद्द करके आपको पूरा रिफ़ंड दे सकते हैं।',
  'Orders and delivery': 'ऑर्डर और डिलीवरी',
  'An order is confirmed when we show it in My Orders. Delivery times are estimates; see {shipping} for details.':
    'ऑर्डर तब कन्फ़र्म होता है जब वह ‘मेरे ऑर्डर’ में दिखने लगे। डिलीवरी का समय अनुमानित है; पूरी जानकारी के लिए {shipping} देखें।',
  Returns: 'रिटर्न',
  'You can return or exchange most items within {days} days of delivery, as our {policy} explains.':
    'हमारी {policy} के अनुसार, आप ज़्यादातर आइटम डिलीवरी के {days} दिनों के अंदर रिटर्न या एक्सचेंज कर सकते हैं।',
  Reviews: 'रिव्यू',
  'Reviews must be your own honest experience of the product. We may remove reviews that are abusive, off-topic or advertise something else.':
    'रिव्यू में प्रोडक्ट के बारे में आपका अपना सच्चा अनुभव होना चाहिए। अपमानजनक, विषय से हटकर लिखे गए या किसी और चीज़ का विज्ञापन करने वाले रिव्यू हम हटा सकते हैं।',
  Questions: 'सवाल',
  'Write to {email} or call {phone}. Our registered office is at {address}.':
    '{email} पर लिखें या {phone} पर कॉल करें। हमारा रजिस्टर्ड ऑफ़िस इस पते पर है: {address}।',

  // Grievance Officer (pages/info/GrievancePage.tsx).
  'Something went wrong and we have not put it right? Our Grievance Officer will look into it.':
    'कुछ गड़बड़ हुई और हमने उसे ठीक नहीं किया? हमारे शिकायत अधिकारी इसकी जाँच करेंगे।',
  'Who answers your complaint': 'आपकी शिकायत का जवाब कौन देता है',
  'As the Consumer Protection (E-Commerce) Rules, 2020 require, {seller} has appointed a Grievance Officer:':
    'उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार, {seller} ने एक शिकायत अधिकारी नियुक्त किया है:',
  Name: 'नाम',
  Designation: 'पद',
  Email: 'ईमेल',
  Phone: 'फ़ोन',
  Hours: 'समय',
  'How we answer': 'हम कैसे जवाब देते हैं',
  'Every complaint gets a ticket number at once, which you can follow on this device.':
    'हर शिकायत को तुरंत एक टिकट नंबर मिलता है, जिससे आप इस डिवाइस पर उसकी स्थिति देख सकते हैं।',
  'We acknowledge your complaint within {hours} hours.':
    'हम {hours} घंटों के अंदर आपकी शिकायत मिलने की पुष्टि करते हैं।',
  'We resolve it within a month ({days} days) of receiving it.':
    'शिकायत मिलने के एक महीने ({days} दिन) के अंदर हम उसका समाधान करते हैं।',
  'File a complaint': 'शिकायत दर्ज करें',
  'Your complaints on this device': 'इस डिवाइस पर आपकी शिकायतें',
  'Your complaints': 'आपकी शिकायतें',

  // Privacy Centre (pages/privacy-centre).
  'What Rangoli keeps on this device, and your say over it.':
    'Rangoli इस डिवाइस पर क्या रखता है, और उस पर आपका फ़ैसला।',
  'What is kept': 'क्या रखा जाता है',
  'Everything stays in this browser: nothing you do here leaves this device. The {policy} says why each is kept.':
    'सब कुछ इसी ब्राउज़र में रहता है: यहाँ आप जो भी करते हैं, वह इस डिवाइस से बाहर नहीं जाता। हर चीज़ क्यों रखी जाती है, यह {policy} में बताया गया है।',
  'Your data on this device': 'इस डिवाइस पर आपका डेटा',
  Data: 'डेटा',
  Size: 'साइज़',
  'Optional data': 'वैकल्पिक डेटा',
  'Turn one off and what is kept of it is erased at once.':
    'किसी को बंद करते ही उसका रखा गया डेटा तुरंत मिट जाता है।',
  'Shows the products you looked at, so you can find them again.':
    'आपके देखे गए प्रोडक्ट दिखाता है, ताकि आप उन्हें फिर से ढूँढ सकें।',
  'Picks the size you saved in the size guide on product pages.':
    'साइज़ गाइड में सेव किया गया आपका साइज़ प्रोडक्ट पेज पर अपने-आप चुनता है।',
  'Tells you when a sold-out size you asked for is back in stock.':
    'स्टॉक ख़त्म हुआ जो साइज़ आपने माँगा था, उसके फिर से स्टॉक में आने पर आपको बताता है।',
  'Shows delivery to your pincode without typing it again.':
    'आपका पिनकोड दोबारा टाइप किए बिना उस पर डिलीवरी की जानकारी दिखाता है।',
  'Your data': 'आपका डेटा',
  'Take a copy of everything kept here, as a file you can read, or delete all of it. Deleting signs you out in every tab; your privacy choice stays.':
    'यहाँ रखी हर चीज़ की कॉपी एक पढ़ने लायक फ़ाइल के रूप में लें, या सब कुछ डिलीट करें। डिलीट करने पर आप हर टैब में लॉग आउट हो जाएँगे; आपकी प्राइवेसी पसंद बनी रहेगी।',
  'Download my data': 'मेरा डेटा डाउनलोड करें',
  'Delete my data': 'मेरा डेटा डिलीट करें',
  'Your data has been deleted': 'आपका डेटा डिलीट कर दिया गया है',
  'Delete everything Rangoli keeps on this device?': 'Rangoli इस डिवाइस पर जो कुछ रखता है, क्या वह सब डिलीट करें?',
  'Your account, cart, wishlist, orders, complaints, reviews and optional data go, in every open tab. This cannot be undone.':
    'आपका अकाउंट, कार्ट, विशलिस्ट, ऑर्डर, शिकायतें, रिव्यू और वैकल्पिक डेटा हर खुले टैब से हट जाएँगे। इसे वापस नहीं लाया जा सकता।',
  Cancel: 'रद्द करें',
  'Delete everything': 'सब डिलीट करें',
  // The table's rows (pages/privacy-centre/deviceData.ts).
  'Recently viewed': 'हाल ही में देखे गए',
  'My sizes': 'मेरे साइज़',
  'Back-in-stock alerts': 'बैक-इन-स्टॉक अलर्ट',
  'Delivery pincode': 'डिलीवरी पिनकोड',
  Account: 'अकाउंट',
  Cart: 'कार्ट',
  Wishlist: 'विशलिस्ट',
  'Orders and complaints': 'ऑर्डर और शिकायतें',
  'Checkout in progress': 'अधूरा चेकआउट',
  'Your privacy choice': 'आपकी प्राइवेसी पसंद',
  None: 'कुछ नहीं',
  'Not kept': 'नहीं रखा जाता',
  'What you typed at checkout, in this tab': 'चेकआउट पर आपने जो टाइप किया, इसी टैब में',
  'Not chosen yet': 'अभी चुना नहीं गया',
  'All optional data allowed': 'सारे वैकल्पिक डेटा की अनुमति',
  'Only what is needed': 'सिर्फ़ ज़रूरी डेटा',
  'Allowed: {kinds}': 'अनुमति: {kinds}',
  '{count} byte': '{count} बाइट',
  '{count} bytes': '{count} बाइट',
  '{count} item': '{count} आइटम',
  '{count} items': '{count} आइटम',
  '{count} product': '{count} प्रोडक्ट',
  '{count} products': '{count} प्रोडक्ट',
  '{count} size': '{count} साइज़',
  '{count} sizes': '{count} साइज़',
  '{count} alert': '{count} अलर्ट',
  '{count} alerts': '{count} अलर्ट',
  '{count} order': '{count} ऑर्डर',
  '{count} orders': '{count} ऑर्डर',
  '{count} complaint': '{count} शिकायत',
  '{count} complaints': '{count} शिकायतें',
  '{count} change to an order': 'ऑर्डर में {count} बदलाव',
  '{count} changes to orders': 'ऑर्डर में {count} बदलाव',
  '{count} review': '{count} रिव्यू',
  '{count} reviews': '{count} रिव्यू',
  '{count} marked helpful': '{count} को मददगार बताया',
  '{count} saved address': '{count} सेव किया गया पता',
  '{count} saved addresses': '{count} सेव किए गए पते',

  // The first visit's notice (features/privacy ConsentNotice).
  'Rangoli keeps your shopping in this browser. Nothing you do here leaves this device.':
    'Rangoli आपकी ख़रीदारी इसी ब्राउज़र में रखता है। यहाँ आप जो भी करते हैं, वह इस डिवाइस से बाहर नहीं जाता।',
  'Needed for the shop to work': 'शॉप चलाने के लिए ज़रूरी',
  'Optional, to make shopping easier': 'वैकल्पिक, ख़रीदारी आसान बनाने के लिए',
  'Your cart': 'आपका कार्ट',
  'Your wishlist': 'आपकी विशलिस्ट',
  'Your account, orders and complaints': 'आपका अकाउंट, ऑर्डर और शिकायतें',
  'Your reviews': 'आपके रिव्यू',
  'Products you viewed recently': 'हाल ही में देखे गए प्रोडक्ट',
  'Your sizes': 'आपके साइज़',
  'Your delivery pincode': 'आपका डिलीवरी पिनकोड',
  'Allow all': 'सबकी अनुमति दें',
  'Change it any time in the {privacyCentre}.': 'इसे कभी भी {privacyCentre} में बदलें।',

  // Contact (features/contact, pages/contact).
  'Contact us': 'हमसे संपर्क करें',
  'Questions about an order, a size or a return? Write to us and our team will reply soon.':
    'किसी ऑर्डर, साइज़ या रिटर्न के बारे में कोई सवाल है? हमें लिखें, हमारी टीम जल्द ही जवाब देगी।',
  'Write to us': 'हमें लिखें',
  'Get in touch': 'संपर्क की जानकारी',
  Address: 'पता',
  'Business Hours': 'कामकाज का समय',
  Optional: 'वैकल्पिक',
  Message: 'मैसेज',
  'Sending...': 'भेजा जा रहा है...',
  'Send Message': 'मैसेज भेजें',
} as const;
