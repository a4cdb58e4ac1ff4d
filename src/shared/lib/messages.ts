/** The search page's heading, 'Search Results for "query"' (spec section 2); also its document title. */
export function searchHeading(query: string): string {
  return `Search Results for "${query}"`;
}

/** Every message text of the spec's error catalogue (section 8) and validation rules (section 5), verbatim. */
export const MSG = {
  selectSize: 'Please select a size',
  addedToCart: 'Product added to cart!',
  lineFull: 'You can add at most 99 of this item',
  loginToReview: 'Please login to submit a review',
  enterComment: 'Please enter a comment',
  reviewSubmitted: 'Review submitted successfully!',
  profileUpdated: 'Profile updated successfully!',
  orderPlaced: 'Order placed successfully!',
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  subscribed: 'Thanks for subscribing!',
  resetSent: 'If an account exists for this email, we have sent a reset link.',
  storageUnavailable:
    'Your browser is not letting us save data, so your cart will not be remembered after you leave.',

  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'Please accept the Terms of Use to create an account',
  messageRequired: 'Message is required',

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
