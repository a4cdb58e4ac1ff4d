import { word } from '@/shared/i18n';

/**
 * The 28 states and 8 union territories of India, alphabetically (the checkout State select). The
 * English name is what an address keeps (the value compared and stored); each is the key of its
 * Hindi name too (word()), which the select's option shows on a Hindi page.
 */
export const INDIAN_STATES = [
  word('Andhra Pradesh'),
  word('Arunachal Pradesh'),
  word('Assam'),
  word('Bihar'),
  word('Chhattisgarh'),
  word('Goa'),
  word('Gujarat'),
  word('Haryana'),
  word('Himachal Pradesh'),
  word('Jharkhand'),
  word('Karnataka'),
  word('Kerala'),
  word('Madhya Pradesh'),
  word('Maharashtra'),
  word('Manipur'),
  word('Meghalaya'),
  word('Mizoram'),
  word('Nagaland'),
  word('Odisha'),
  word('Punjab'),
  word('Rajasthan'),
  word('Sikkim'),
  word('Tamil Nadu'),
  word('Telangana'),
  word('Tripura'),
  word('Uttar Pradesh'),
  word('Uttarakhand'),
  word('West Bengal'),
] as const;

export const INDIAN_UNION_TERRITORIES = [
  word('Andaman and Nicobar Islands'),
  word('Chandigarh'),
  word('Dadra and Nagar Haveli and Daman and Diu'),
  word('Delhi'),
  word('Jammu and Kashmir'),
  word('Ladakh'),
  word('Lakshadweep'),
  word('Puducherry'),
] as const;
