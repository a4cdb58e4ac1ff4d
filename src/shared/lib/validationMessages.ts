import { EMAIL_MESSAGES } from './emailRule';

/** Every validation message of the spec's rules (section 5), verbatim: what a form shows at a field. */
export const FIELD_MSG = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  /** A delivery's phone: checkout's and the address book's (issue 31). */
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'Please accept the Terms of Use to create an account',
  messageRequired: 'Message is required',
  /** A complaint to the Grievance Officer (issue 35). */
  complaintSubject: 'Please choose a subject',
  complaintDescription: 'Please describe the problem in at least 20 characters',

  shipping: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    pincode: 'Pincode is required',
  },
} as const;
