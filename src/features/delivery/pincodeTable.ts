/**
 * Where we deliver, by the first three digits of a pincode (the postal sorting district): for each
 * state and union territory, its district prefixes and the city each one names (the checkout's
 * City and State prefill). Written per state as `prefix City|prefix City`, which keeps the bundled
 * table small; `zoneOf` (pincodes.ts) reads it once, on the first lookup.
 *
 * Not listed, so not served: the Andaman and Nicobar Islands (744) and every prefix that is not a
 * sorting district. A prefix shared by two states (396: Valsad and Daman, 605: Puducherry and
 * Villupuram) names the one most of its pincodes belong to; the shopper can change it at checkout.
 */
export const DISTRICTS_BY_STATE: Readonly<Record<string, string>> = {
  Delhi: '110 New Delhi',
  Haryana:
    '121 Faridabad|122 Gurugram|123 Rewari|124 Rohtak|125 Hisar|126 Jind|127 Bhiwani|131 Sonipat|132 Karnal|133 Ambala|134 Panchkula|135 Yamunanagar|136 Kurukshetra',
  Punjab:
    '140 Mohali|141 Ludhiana|142 Moga|143 Amritsar|144 Jalandhar|145 Pathankot|146 Hoshiarpur|147 Patiala|148 Sangrur|151 Bathinda|152 Firozpur',
  Chandigarh: '160 Chandigarh',
  'Himachal Pradesh': '171 Shimla|172 Shimla|173 Solan|174 Bilaspur|175 Mandi|176 Dharamshala|177 Hamirpur',
  'Jammu and Kashmir':
    '180 Jammu|181 Jammu|182 Udhampur|184 Kathua|185 Rajouri|190 Srinagar|191 Pulwama|192 Anantnag|193 Baramulla',
  Ladakh: '194 Leh',
  'Uttar Pradesh':
    '201 Ghaziabad|202 Aligarh|203 Bulandshahr|204 Hathras|205 Mainpuri|206 Etawah|207 Etah|208 Kanpur|209 Kanpur|210 Banda|211 Prayagraj|212 Fatehpur|221 Varanasi|222 Jaunpur|223 Azamgarh|224 Ayodhya|225 Barabanki|226 Lucknow|227 Lucknow|228 Sultanpur|229 Raebareli|230 Pratapgarh|231 Mirzapur|232 Chandauli|233 Ghazipur|241 Hardoi|242 Shahjahanpur|243 Bareilly|244 Moradabad|245 Hapur|247 Saharanpur|250 Meerut|251 Muzaffarnagar|261 Sitapur|262 Lakhimpur|271 Gonda|272 Basti|273 Gorakhpur|274 Deoria|275 Mau|276 Azamgarh|277 Ballia|281 Mathura|282 Agra|283 Firozabad|284 Jhansi|285 Orai',
  Uttarakhand: '246 Pauri|248 Dehradun|249 Haridwar|263 Nainital',
  Rajasthan:
    '301 Alwar|302 Jaipur|303 Jaipur|304 Tonk|305 Ajmer|306 Pali|307 Sirohi|311 Bhilwara|312 Chittorgarh|313 Udaipur|314 Dungarpur|321 Bharatpur|322 Sawai Madhopur|323 Bundi|324 Kota|325 Baran|326 Jhalawar|327 Banswara|328 Dholpur|331 Churu|332 Sikar|333 Jhunjhunu|334 Bikaner|335 Sri Ganganagar|341 Nagaur|342 Jodhpur|343 Jalore|344 Barmer|345 Jaisalmer',
  Gujarat:
    '360 Rajkot|361 Jamnagar|362 Junagadh|363 Surendranagar|364 Bhavnagar|365 Amreli|370 Bhuj|380 Ahmedabad|382 Gandhinagar|383 Himmatnagar|384 Mehsana|385 Palanpur|387 Nadiad|388 Anand|389 Godhra|390 Vadodara|391 Vadodara|392 Bharuch|393 Ankleshwar|394 Surat|395 Surat|396 Valsad',
  Maharashtra:
    '400 Mumbai|401 Palghar|402 Alibag|410 Panvel|411 Pune|412 Pune|413 Solapur|414 Ahmednagar|415 Satara|416 Kolhapur|421 Kalyan|422 Nashik|423 Malegaon|424 Dhule|425 Jalgaon|431 Chhatrapati Sambhajinagar|440 Nagpur|441 Nagpur|442 Chandrapur|443 Buldhana|444 Amravati|445 Yavatmal',
  Goa: '403 Panaji',
  'Madhya Pradesh':
    '450 Khandwa|451 Khargone|452 Indore|453 Indore|454 Dhar|455 Dewas|456 Ujjain|457 Ratlam|458 Mandsaur|460 Betul|461 Narmadapuram|462 Bhopal|463 Bhopal|464 Vidisha|465 Shajapur|466 Sehore|470 Sagar|471 Chhatarpur|472 Tikamgarh|473 Guna|474 Gwalior|475 Gwalior|476 Morena|477 Bhind|480 Chhindwara|481 Balaghat|482 Jabalpur|483 Katni|484 Shahdol|485 Satna|486 Rewa|487 Narsinghpur|488 Panna',
  Chhattisgarh:
    '490 Bhilai|491 Durg|492 Raipur|493 Raipur|494 Jagdalpur|495 Bilaspur|496 Raigarh|497 Ambikapur',
  Telangana:
    '500 Hyderabad|501 Hyderabad|502 Sangareddy|503 Nizamabad|504 Adilabad|505 Karimnagar|506 Warangal|507 Khammam|508 Nalgonda|509 Mahabubnagar',
  'Andhra Pradesh':
    '515 Anantapur|516 Kadapa|517 Tirupati|518 Kurnool|520 Vijayawada|521 Machilipatnam|522 Guntur|523 Ongole|524 Nellore|530 Visakhapatnam|531 Visakhapatnam|532 Srikakulam|533 Kakinada|534 Eluru|535 Vizianagaram',
  Karnataka:
    '560 Bengaluru|561 Chikkaballapur|562 Bengaluru|563 Kolar|570 Mysuru|571 Mysuru|572 Tumakuru|573 Hassan|574 Mangaluru|575 Mangaluru|576 Udupi|577 Shivamogga|580 Hubballi|581 Karwar|582 Gadag|583 Ballari|584 Raichur|585 Kalaburagi|586 Vijayapura|587 Bagalkot|590 Belagavi|591 Belagavi',
  'Tamil Nadu':
    '600 Chennai|601 Chengalpattu|602 Tiruvallur|603 Chengalpattu|604 Tindivanam|606 Tiruvannamalai|607 Cuddalore|608 Chidambaram|609 Nagapattinam|610 Tiruvarur|611 Nagapattinam|612 Kumbakonam|613 Thanjavur|614 Pattukkottai|620 Tiruchirappalli|621 Tiruchirappalli|622 Pudukkottai|623 Ramanathapuram|624 Dindigul|625 Madurai|626 Virudhunagar|627 Tirunelveli|628 Thoothukudi|629 Nagercoil|630 Karaikudi|631 Kanchipuram|632 Vellore|635 Krishnagiri|636 Salem|637 Namakkal|638 Erode|639 Karur|641 Coimbatore|642 Pollachi|643 Ooty',
  Puducherry: '605 Puducherry',
  Kerala:
    '670 Kannur|671 Kasaragod|673 Kozhikode|676 Malappuram|678 Palakkad|679 Perinthalmanna|680 Thrissur|682 Kochi|683 Aluva|685 Idukki|686 Kottayam|688 Alappuzha|689 Pathanamthitta|690 Kollam|691 Kollam|695 Thiruvananthapuram',
  'West Bengal':
    '700 Kolkata|711 Howrah|712 Hooghly|713 Bardhaman|721 Medinipur|722 Bankura|723 Purulia|731 Suri|732 Malda|733 Raiganj|734 Siliguri|735 Jalpaiguri|736 Cooch Behar|741 Krishnanagar|742 Berhampore|743 Barasat',
  Sikkim: '737 Gangtok',
  Odisha:
    '751 Bhubaneswar|752 Puri|753 Cuttack|754 Cuttack|755 Jajpur|756 Balasore|757 Baripada|758 Keonjhar|759 Angul|760 Berhampur|761 Chhatrapur|762 Phulbani|763 Jeypore|764 Koraput|765 Rayagada|766 Bhawanipatna|767 Balangir|768 Sambalpur|769 Rourkela|770 Sundargarh',
  Assam:
    '781 Guwahati|782 Nagaon|783 Bongaigaon|784 Tezpur|785 Jorhat|786 Dibrugarh|787 North Lakhimpur|788 Silchar',
  'Arunachal Pradesh': '790 Bomdila|791 Itanagar|792 Tezu',
  Meghalaya: '793 Shillong|794 Tura',
  Manipur: '795 Imphal',
  Mizoram: '796 Aizawl',
  Nagaland: '797 Kohima|798 Mokokchung',
  Tripura: '799 Agartala',
  Bihar:
    '800 Patna|801 Patna|802 Arrah|803 Bihar Sharif|804 Jehanabad|805 Nawada|811 Munger|812 Bhagalpur|813 Banka|821 Sasaram|823 Gaya|824 Aurangabad|841 Chapra|842 Muzaffarpur|843 Sitamarhi|844 Hajipur|845 Motihari|846 Darbhanga|847 Madhubani|848 Samastipur|851 Begusarai|852 Saharsa|853 Khagaria|854 Purnia|855 Kishanganj',
  Jharkhand:
    '814 Dumka|815 Giridih|816 Sahebganj|822 Daltonganj|825 Hazaribagh|826 Dhanbad|827 Bokaro|828 Dhanbad|829 Ramgarh|831 Jamshedpur|832 Jamshedpur|833 Chaibasa|834 Ranchi|835 Ranchi',
};
