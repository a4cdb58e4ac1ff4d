import { word } from '@/shared/i18n';
import { EMAIL_MESSAGES } from './emailRule';

/**
 * Every validation message of the spec's rules (section 5), verbatim: what a form shows at a field.
 * Each is the key of its Hindi (word()): the field shows it translated (the rules run in English).
 */
export const FIELD_MSG = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: word('Password is required'),
  passwordShort: word('Password must be at least 6 characters'),
  nameRequired: word('Name is required'),
  nameShort: word('Name must be at least 2 characters'),
  phoneRequired: word('Phone number is required'),
  phoneInvalid: word('Please enter a valid phone number'),
  /** A delivery's phone: checkout's and the address book's (issue 31). */
  mobileInvalid: word('Please enter a valid 10-digit mobile number'),
  confirmRequired: word('Please confirm your password'),
  passwordsMismatch: word('Passwords do not match'),
  termsRequired: word('Please accept the Terms of Use to create an account'),
  messageRequired: word('Message is required'),
  /** A complaint to the Grievance Officer (issue 35). */
  complaintSubject: word('Please choose a subject'),
  complaintDescription: word('Please describe the problem in at least 20 characters'),

  shipping: {
    name: word('Name is required'),
    email: word('Email is required'),
    phone: word('Phone is required'),
    address: word('Address is required'),
    city: word('City is required'),
    state: word('State is required'),
    pincode: word('Pincode is required'),
  },
} as const;
