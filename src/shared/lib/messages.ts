/**
 * The messages of the spec's error catalogue (section 8) that shopper events show, verbatim. The
 * fields' validation messages are in validationMessages.ts (only the forms' chunks carry them).
 * Nothing of the first load imports this module: its texts load with the toasts
 * (app/messageEffects.ts) or with the page that shows them; the few texts the first load needs
 * are in firstLoadText.ts.
 */
export const MSG = {
  selectSize: 'Please select a size',
  addedToCart: 'Product added to cart!',
  addedToWishlist: 'Added to wishlist',
  removedFromCart: 'Removed from cart',
  removedFromWishlist: 'Removed from wishlist',
  /** An address taken out of the address book, with Undo (issue 31). */
  addressRemoved: (label: string) => `${label} address removed`,
  lineFull: 'You can add at most 99 of this item',
  /** A size with only a few pieces left: its cart line is capped there (issue 19). */
  onlyLeft: (left: number, size: string) => `Only ${left} left in size ${size}`,
  soldOut: (size: string) => `Size ${size} is sold out`,
  /** 'Notify me when {size} is back' (issue 19). */
  stockAlertSet: "We'll let you know when it's back",
  /** A new catalogue has a size the shopper asked about in stock again. */
  backInStock: (name: string, size: string) => `${name} in ${size} is back in stock`,
  loginToReview: 'Please login to submit a review',
  enterComment: 'Please enter a comment',
  reviewSubmitted: 'Review submitted successfully!',
  profileUpdated: 'Profile updated successfully!',
  orderPlaced: 'Order placed successfully!',
  orderCancelled: (id: string) => `Order ${id} cancelled`,
  returnRequested: (returnId: string) => `Return requested: ${returnId}`,
  /** A complaint to the Grievance Officer (issue 35). */
  complaintRegistered: (ticket: string) => `Complaint ${ticket} registered`,
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  subscribed: 'Thanks for subscribing!',
  resetSent: 'If an account exists for this email, we have sent a reset link.',
  /** '{CODE} was removed: {reason}', when a change makes the applied coupon stop applying. */
  couponDropped: (code: string, reason: string) => `${code} was removed: ${reason}`,

  // The review form's photos (issue 34): shown at the field, inside the form, never as toasts.
  /** A chosen file that is not a JPEG, PNG or WebP image (or cannot be read as one). */
  photoType: 'Please choose a JPEG, PNG or WebP image',
  /** More photos chosen than the form takes: the first ones are kept. */
  photoLimit: 'You can add up to 3 photos',
  /** Submitted with a photo whose description (its alt text) is empty. */
  photoDescribe: 'Please describe each photo',
  /** A review with photos that browser storage has no room for: the form offers to save it without them. */
  photosTooLarge: "Your photos could not be saved: this browser's storage is full",
} as const;
