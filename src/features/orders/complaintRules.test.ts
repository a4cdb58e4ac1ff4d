import {
  complaintDescription,
  complaintRules,
  complaintSubject,
  isComplaintSubject,
  type ComplaintValues,
} from './complaintRules';
import { COMPLAINT_SUBJECTS } from './complaintOptions';
import { validate } from '@/shared/lib/validation';

const EMPTY: ComplaintValues = { orderId: '', subject: '', description: '', email: '' };
const VALID: ComplaintValues = {
  orderId: '',
  subject: 'delivery',
  description: 'My parcel never came, though it says delivered.',
  email: 'asha@example.com',
};

describe('the complaint form rules', () => {
  it.each([...COMPLAINT_SUBJECTS])('takes the subject %s', (subject) => {
    expect(isComplaintSubject(subject)).toBe(true);
    expect(complaintSubject(subject)).toBeUndefined();
  });

  it.each(['', 'Delivery', 'constructor', 'toString', ' delivery'])('refuses %j as a subject', (value) => {
    expect(isComplaintSubject(value)).toBe(false);
    expect(complaintSubject(value)).toBe('Please choose a subject');
  });

  it.each([
    ['a'.repeat(19), 'Please describe the problem in at least 20 characters'],
    [`  ${'a'.repeat(19)}   `, 'Please describe the problem in at least 20 characters'],
    [' '.repeat(30), 'Please describe the problem in at least 20 characters'],
    ['', 'Please describe the problem in at least 20 characters'],
    ['a'.repeat(20), undefined],
    [`  ${'a'.repeat(20)}  `, undefined],
  ])('checks the description %j', (value, message) => {
    expect(complaintDescription(value)).toBe(message);
  });

  it('reads a missing description as empty', () => {
    expect(complaintDescription(undefined as unknown as string)).toBe(
      'Please describe the problem in at least 20 characters',
    );
  });

  it("asks a guest for all three, with the shop's email messages", () => {
    const rules = complaintRules({ guest: true });
    expect(validate(EMPTY, rules)).toEqual({
      subject: 'Please choose a subject',
      description: 'Please describe the problem in at least 20 characters',
      email: 'Email is required',
    });
    expect(validate({ ...VALID, email: 'asha@example' }, rules)).toEqual({
      email: 'Please enter a valid email',
    });
    expect(validate(VALID, rules)).toEqual({});
  });

  it('asks a signed-in shopper no email: the complaint takes the account’s', () => {
    const rules = complaintRules({ guest: false });
    expect(Object.keys(rules)).toEqual(['subject', 'description']);
    expect(validate({ ...VALID, email: '' }, rules)).toEqual({});
  });
});
