import { createAction } from '@reduxjs/toolkit';

/**
 * The shopper subscribed to the newsletter with this (valid, trimmed) email. There is no server:
 * the event itself is the whole flow, and the thank-you message comes from it (app/messages.ts).
 * Nothing is stored.
 */
export const subscribed = createAction<{ email: string }>('newsletter/subscribed');
