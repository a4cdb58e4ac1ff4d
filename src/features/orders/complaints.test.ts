import fc from 'fast-check';
import {
  acknowledgedBy,
  complaintOrderChoices,
  keptComplaints,
  lostComplaints,
  nextComplaintId,
  resolutionDueBy,
  sameComplaint,
  ticketNumber,
} from './complaints';
import { COMPLAINT_SUBJECTS } from './complaintOptions';
import type { Complaint } from './ordersSlice';

const complaint = (id: string, filedAt: string, description = `Complaint filed as ${id}, at ${filedAt}`) =>
  ({
    id,
    filedAt,
    subject: 'delivery',
    description,
    email: 'asha@example.com',
  }) satisfies Complaint;

const A = complaint('CMP-1001', '2026-11-20T10:00:00.000Z');
const B = complaint('CMP-1002', '2026-11-21T10:00:00.000Z');

describe('complaint tickets', () => {
  it.each([
    ['CMP-1001', 1001],
    ['CMP-7', 7],
    ['CMP-', 0],
    ['RET-1001', 0],
    ['xCMP-1001', 0],
    ['CMP-1001x', 0],
  ])('reads the number of %s as %d', (id, number) => {
    expect(ticketNumber(id)).toBe(number);
  });

  it('numbers the first complaint CMP-1001, then one after the highest kept', () => {
    expect(nextComplaintId([])).toBe('CMP-1001');
    expect(nextComplaintId([{ id: 'CMP-1001' }])).toBe('CMP-1002');
    expect(nextComplaintId([{ id: 'CMP-1004' }, { id: 'CMP-1002' }])).toBe('CMP-1005');
    expect(nextComplaintId([{ id: 'CMP-12' }])).toBe('CMP-1001');
  });
});

describe('sameComplaint', () => {
  it('knows a complaint by when it was filed and what it says, whatever its ticket', () => {
    expect(sameComplaint(A, { ...A, id: 'CMP-1009' })).toBe(true);
    expect(sameComplaint(A, { ...A, filedAt: B.filedAt })).toBe(false);
    expect(sameComplaint(A, { ...A, description: `${A.description}.` })).toBe(false);
    expect(sameComplaint(A, { ...A, subject: 'refund' })).toBe(false);
    expect(sameComplaint(A, { ...A, orderId: 'ORD-001' })).toBe(false);
    expect(sameComplaint(A, { ...A, email: 'b@example.com' })).toBe(false);
  });
});

describe('keptComplaints', () => {
  it('lists the complaints newest first, each once', () => {
    expect(keptComplaints([A, B], [B, A])).toEqual([B, A]);
    expect(keptComplaints([A], [B])).toEqual([B, A]);
    expect(keptComplaints([])).toEqual([]);
  });

  it('keeps a complaint held under two tickets once, under the lower', () => {
    expect(keptComplaints([{ ...B, id: 'CMP-1003' }], [B, A])).toEqual([B, A]);
  });

  it('gives a ticket two complaints share to the one filed first, and the other the next free one', () => {
    // Two tabs each filed CMP-1002 from [A]: the earlier keeps it.
    const first = complaint(
      'CMP-1002',
      '2026-11-22T10:00:00.000Z',
      'Filed in the first tab, a moment earlier',
    );
    const second = complaint(
      'CMP-1002',
      '2026-11-22T10:00:00.500Z',
      'Filed in the second tab, a moment later',
    );
    const expected = [{ ...second, id: 'CMP-1003' }, first, A];
    expect(keptComplaints([second, A], [first, A])).toEqual(expected);
    expect(keptComplaints([first, A], [second, A])).toEqual(expected);
  });

  it('renumbers above every ticket kept, in the order of filing', () => {
    const late = complaint('CMP-1001', '2026-11-25T10:00:00.000Z', 'Filed later under a ticket in use');
    const later = complaint('CMP-1002', '2026-11-26T10:00:00.000Z', 'Filed even later under a ticket in use');
    const high = complaint('CMP-1010', '2026-11-24T10:00:00.000Z', 'The highest ticket kept here');
    expect(keptComplaints([A, B, high, late, later]).map((c) => [c.id, c.description])).toEqual([
      ['CMP-1012', later.description],
      ['CMP-1011', late.description],
      ['CMP-1010', high.description],
      ['CMP-1002', B.description],
      ['CMP-1001', A.description],
    ]);
  });

  it('at the same moment, keeps the lower ticket first, then goes by what they say', () => {
    const at = '2026-11-22T10:00:00.000Z';
    const x = complaint('CMP-1001', at, 'Aaa: the same moment, the same ticket');
    const y = complaint('CMP-1001', at, 'Bbb: the same moment, the same ticket');
    expect(keptComplaints([y, x])).toEqual([{ ...y, id: 'CMP-1002' }, x]);
    expect(keptComplaints([x, y])).toEqual([{ ...y, id: 'CMP-1002' }, x]);
    const low = complaint('CMP-1003', at, 'Zzz: the lower ticket');
    const high = complaint('CMP-1004', at, 'Aaa: the higher ticket');
    expect(keptComplaints([high, low])).toEqual([high, low]);
  });

  const arbitraryComplaint = fc.record({
    id: fc.integer({ min: 1001, max: 1006 }).map((n) => `CMP-${n}`),
    filedAt: fc.integer({ min: 0, max: 5 }).map((n) => new Date(Date.UTC(2026, 10, 20 + n)).toISOString()),
    subject: fc.constantFrom(...COMPLAINT_SUBJECTS),
    description: fc.constantFrom('It never came, and nobody called', 'The colour ran in the first wash'),
    email: fc.constant('asha@example.com'),
  });

  it('whatever two tabs hold: every complaint kept once, every ticket once, the same list either way', () => {
    fc.assert(
      fc.property(fc.array(arbitraryComplaint), fc.array(arbitraryComplaint), (ours, theirs) => {
        const kept = keptComplaints(ours, theirs);
        expect(keptComplaints(theirs, ours)).toEqual(kept);
        expect(new Set(kept.map((c) => c.id)).size).toBe(kept.length);
        expect(lostComplaints([...ours, ...theirs], kept)).toEqual([]);
        expect(kept.filter((c, i) => kept.findIndex((other) => sameComplaint(other, c)) !== i)).toEqual([]);
        // Kept again, nothing changes.
        expect(keptComplaints(kept)).toEqual(kept);
      }),
    );
  });
});

describe('lostComplaints', () => {
  it('names the complaints the new list left out, whatever their ticket there', () => {
    expect(lostComplaints([B, A], [A])).toEqual([B]);
    expect(lostComplaints([B, A], [{ ...B, id: 'CMP-1005' }, A])).toEqual([]);
    expect(lostComplaints([], [A])).toEqual([]);
    expect(lostComplaints([A], [])).toEqual([A]);
  });
});

describe('the times a complaint is answered in', () => {
  it('is acknowledged within 48 hours and resolved within 30 days of filing', () => {
    expect(acknowledgedBy(A).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(resolutionDueBy(A).toISOString()).toBe('2026-12-20T10:00:00.000Z');
  });
});

describe('complaintOrderChoices', () => {
  it('names each order by its id, date and first item', () => {
    const item = { id: 1, name: 'Chanderi Silk Kurta', price: 1, quantity: 1, size: 'M', image: '' };
    expect(
      complaintOrderChoices([
        { id: 'ORD-004', date: '2026-11-22T06:30:00.000Z', items: [item, { ...item, name: 'Other' }] },
        { id: 'ORD-001', date: '2026-11-10T06:30:00.000Z', items: [item] },
        { id: 'ORD-009', date: '2026-11-10T06:30:00.000Z', items: [] },
      ]),
    ).toEqual([
      { value: 'ORD-004', label: 'ORD-004 · 22 Nov 2026 · Chanderi Silk Kurta + 1 more' },
      { value: 'ORD-001', label: 'ORD-001 · 10 Nov 2026 · Chanderi Silk Kurta' },
      { value: 'ORD-009', label: 'ORD-009 · 10 Nov 2026' },
    ]);
  });
});
