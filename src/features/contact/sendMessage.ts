import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { TIMERS } from '@/shared/lib/constants';
import { delay } from '@/shared/lib/delay';
import type { ContactValues } from '@/shared/lib/validation';
import { messageSent } from './events';

/**
 * Send a contact message (simulated): 'Sending...' for 1 s (spec section 4), then `messageSent`.
 * Nothing is stored: the message itself goes nowhere. Abort `signal` when the page goes away: the
 * wait stops and nothing is sent. Resolves whether it was sent (the form then clears itself).
 */
export const sendMessage =
  (
    _message: ContactValues,
    signal?: AbortSignal,
  ): ThunkAction<Promise<boolean>, unknown, unknown, UnknownAction> =>
  async (dispatch) => {
    if (!(await delay(TIMERS.contact, signal))) return false;
    dispatch(messageSent());
    return true;
  };
