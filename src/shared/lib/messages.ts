/** The search page's heading, 'Search Results for "query"' (spec section 2); also its document title. */
export function searchHeading(query: string): string {
  return `Search Results for "${query}"`;
}

/**
 * The messages of the spec's error catalogue (section 8) that shopper events show, verbatim. The
 * fields' validation messages are in validationMessages.ts (only the forms' chunks carry them).
 */
export const MSG = {
  selectSize: 'Please select a size',
  addedToCart: 'Product added to cart!',
  lineFull: 'You can add at most 99 of this item',
  loginToReview: 'Please login to submit a review',
  enterComment: 'Please enter a comment',
  reviewSubmitted: 'Review submitted successfully!',
  profileUpdated: 'Profile updated successfully!',
  orderPlaced: 'Order placed successfully!',
  orderCancelled: (id: string) => `Order ${id} cancelled`,
  returnRequested: (returnId: string) => `Return requested: ${returnId}`,
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  subscribed: 'Thanks for subscribing!',
  resetSent: 'If an account exists for this email, we have sent a reset link.',
  storageUnavailable:
    'Your browser is not letting us save data, so your cart will not be remembered after you leave.',
} as const;
