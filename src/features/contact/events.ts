import { createAction } from '@reduxjs/toolkit';

/**
 * A contact message was sent (simulated, sendMessage.ts). The thank-you message comes from this
 * event. A module of its own, so the messages listener (on every page) does not load the sending.
 */
export const messageSent = createAction('contact/messageSent');
