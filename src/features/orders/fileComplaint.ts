import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { nextComplaintId } from './complaints';
import type { ComplaintValues } from './complaintRules';
import { complaintFiled, type Complaint, type OrdersState } from './ordersSlice';

type WithComplaints = { orders: OrdersState; auth: AuthState };

/**
 * Files a complaint to the Grievance Officer (values the form's rules accepted): it is numbered
 * from the complaints kept at this very moment (CMP-1001, then one after the highest), dated
 * `now`, and saved with `complaintFiled`, whose message says 'Complaint CMP-1001 registered'. A
 * signed-in shopper's complaint takes the account's email; a guest's, the one typed, and is about
 * no order. Returns the complaint (its page is /complaints/{id}).
 */
export const fileComplaint =
  (
    values: ComplaintValues,
    now: Date = new Date(),
  ): ThunkAction<Complaint, WithComplaints, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const { orders, auth } = getState();
    const orderId = auth.user && /^ORD-\d+$/.test(values.orderId) ? values.orderId : undefined;
    const complaint: Complaint = {
      id: nextComplaintId(orders.complaints ?? []),
      filedAt: now.toISOString(),
      subject: values.subject || 'other',
      ...(orderId && { orderId }),
      description: values.description.trim(),
      email: auth.user?.email ?? values.email.trim(),
    };
    dispatch(complaintFiled(complaint));
    return complaint;
  };
