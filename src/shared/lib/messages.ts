import { t, translate, word } from '@/shared/i18n';

/**
 * The messages of the spec's error catalogue (section 8) that shopper events show, verbatim. The
 * fields' validation messages are in validationMessages.ts (only the forms' chunks carry them).
 * Nothing of the first load imports this module: its texts load with the toasts
 * (app/messageEffects.ts) or with the page that shows them; the few texts the first load needs
 * are in firstLoadText.ts.
 *
 * In English, the text is the key of its Hindi (shared/i18n): a plain text is marked with word() and
 * translated where it is shown (the toasts, a form's field), since this table is read at import,
 * before the page's edition is set; a message with values is translated when it is made, with t().
 */
export const MSG = {
  selectSize: word('Please select a size'),
  addedToCart: word('Product added to cart!'),
  addedToWishlist: word('Added to wishlist'),
  removedFromCart: word('Removed from cart'),
  removedFromWishlist: word('Removed from wishlist'),
  /** An address taken out of the address book, with Undo (issue 31). */
  addressRemoved: (label: string) => t('{label} address removed', { label: translate(label) }),
  lineFull: word('You can add at most 99 of this item'),
  /** A size with only a few pieces left: its cart line is capped there (issue 19). */
  onlyLeft: (left: number, size: string) => t('Only {left} left in size {size}', { left, size }),
  soldOut: (size: string) => t('Size {size} is sold out', { size }),
  /** 'Notify me when {size} is back' (issue 19). */
  stockAlertSet: word("We'll let you know when it's back"),
  /** A new catalogue has a size the shopper asked about in stock again. */
  backInStock: (name: string, size: string) => t('{name} in {size} is back in stock', { name, size }),
  loginToReview: word('Please login to submit a review'),
  enterComment: word('Please enter a comment'),
  reviewSubmitted: word('Review submitted successfully!'),
  profileUpdated: word('Profile updated successfully!'),
  orderPlaced: word('Order placed successfully!'),
  orderCancelled: (id: string) => t('Order {id} cancelled', { id }),
  returnRequested: (returnId: string) => t('Return requested: {returnId}', { returnId }),
  /** A complaint to the Grievance Officer (issue 35). */
  complaintRegistered: (ticket: string) => t('Complaint {ticket} registered', { ticket }),
  contactThanks: word('Thank you for your message! We will get back to you soon.'),
  subscribed: word('Thanks for subscribing!'),
  resetSent: word('If an account exists for this email, we have sent a reset link.'),
  /** '{CODE} was removed: {reason}', when a change makes the applied coupon stop applying. */
  couponDropped: (code: string, reason: string) => t('{code} was removed: {reason}', { code, reason }),

  // The review form's photos (issue 34): shown at the field, inside the form, never as toasts.
  /** A chosen file that is not a JPEG, PNG or WebP image (or cannot be read as one). */
  photoType: word('Please choose a JPEG, PNG or WebP image'),
  /** More photos chosen than the form takes: the first ones are kept. */
  photoLimit: word('You can add up to 3 photos'),
  /** Submitted with a photo whose description (its alt text) is empty. */
  photoDescribe: word('Please describe each photo'),
  /** A review with photos that browser storage has no room for: the form offers to save it without them. */
  photosTooLarge: word("Your photos could not be saved: this browser's storage is full"),
} as const;
