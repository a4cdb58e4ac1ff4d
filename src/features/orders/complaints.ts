import { t } from '@/shared/i18n';
import { GRIEVANCE_OFFICER } from '@/shared/lib/grievanceOfficer';
import { formatDate } from '@/shared/lib/dates';
import { FIRST_COMPLAINT_NUMBER } from './complaintOptions';
import type { Complaint, Order } from './ordersSlice';

/**
 * Complaints to the Grievance Officer: their tickets, how two lists of them become one, and their
 * timeline. Pure functions; the first page loads none of them (the orders slice only stores).
 */

const TICKET = /^CMP-(\d+)$/;
const HOUR_MS = 60 * 60 * 1000;

/** A ticket's number (CMP-1001: 1001); 0 for what is no ticket. */
export function ticketNumber(id: string): number {
  return Number(TICKET.exec(id)?.[1] ?? 0);
}

/** The next ticket: CMP-1001 first, then one after the highest kept. */
export function nextComplaintId(complaints: readonly Pick<Complaint, 'id'>[]): string {
  return `CMP-${Math.max(FIRST_COMPLAINT_NUMBER - 1, ...complaints.map((c) => ticketNumber(c.id))) + 1}`;
}

/**
 * What makes a complaint itself, whatever its ticket: when it was filed, and what it says. Two
 * tabs filing at the same moment give two complaints the same ticket; this tells them apart.
 */
const identityOf = (complaint: Complaint) =>
  [
    complaint.filedAt,
    complaint.subject,
    complaint.orderId ?? '',
    complaint.email,
    complaint.description,
  ].join('\u0000');

/** Whether two complaints are the same one (its ticket may differ: keptComplaints renumbers). */
export function sameComplaint(a: Complaint, b: Complaint): boolean {
  return identityOf(a) === identityOf(b);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first; at the same moment the lower ticket, then by what they say (any fixed order). */
const byFiling = (a: Complaint, b: Complaint) =>
  compareText(a.filedAt, b.filedAt) ||
  ticketNumber(a.id) - ticketNumber(b.id) ||
  compareText(identityOf(a), identityOf(b));

/**
 * The complaints of one or more lists as one list, newest first, each complaint once and each
 * ticket once:
 * - a complaint in several lists (under the same ticket or not) is kept once, under its lowest;
 * - two complaints under one ticket (two tabs filed at once, each numbering from what it had):
 *   the one filed first keeps it, the other gets the next ticket above all of them.
 * The result depends only on the complaints, never on which list came first, so two tabs that
 * each merge the other's list with their own end with the same one; kept again, it stays as it is.
 */
export function keptComplaints(...lists: readonly (readonly Complaint[])[]): Complaint[] {
  const seen = new Set<string>();
  const once = lists
    .flat()
    .sort(byFiling)
    .filter((complaint) => {
      const identity = identityOf(complaint);
      if (seen.has(identity)) return false;
      seen.add(identity);
      return true;
    });
  let next = Number(nextComplaintId(once).slice(4));
  const taken = new Set<string>();
  return once
    .map((complaint) => {
      if (!taken.has(complaint.id)) {
        taken.add(complaint.id);
        return complaint;
      }
      const id = `CMP-${next++}`;
      taken.add(id);
      return { ...complaint, id };
    })
    .sort(byFiling)
    .reverse();
}

/**
 * The complaints of `before` that `after` no longer holds (by what they are, not their ticket):
 * what another tab's value, replacing this tab's whole, left out.
 */
export function lostComplaints(before: readonly Complaint[], after: readonly Complaint[]): Complaint[] {
  return before.filter((complaint) => !after.some((kept) => sameComplaint(kept, complaint)));
}

/** When the Grievance Officer acknowledges a complaint at the latest: 48 hours after filing. */
export function acknowledgedBy(complaint: Pick<Complaint, 'filedAt'>): Date {
  return new Date(Date.parse(complaint.filedAt) + GRIEVANCE_OFFICER.acknowledgeHours * HOUR_MS);
}

/** When it is resolved at the latest: a month (30 days) after filing. */
export function resolutionDueBy(complaint: Pick<Complaint, 'filedAt'>): Date {
  return new Date(Date.parse(complaint.filedAt) + GRIEVANCE_OFFICER.resolveDays * 24 * HOUR_MS);
}

/**
 * The complaint form's choice of an order: each of the orders the shopper is shown (their own and,
 * for the sample profile, the sample ones), as "ORD-004 · 22 Nov 2026 · Chanderi Silk Kurta + 1 more"
 * (in the page's edition: the choices are made as the form is shown).
 */
export function complaintOrderChoices(
  orders: readonly Pick<Order, 'id' | 'date' | 'items'>[],
): { value: string; label: string }[] {
  return orders.map(({ id, date, items }) => {
    const [first] = items;
    const what =
      first &&
      (items.length > 1
        ? t('{name} + {count} more', { name: first.name, count: items.length - 1 })
        : first.name);
    return {
      value: id,
      label: [id, formatDate(date), what].filter(Boolean).join(' · '),
    };
  });
}
