import { changedElsewhere } from './afterSales';
import { VIEWS } from './fixtures';

describe('changedElsewhere: what another tab did while a dialog was open', () => {
  it('nothing while the action can still be done', () => {
    expect(changedElsewhere(VIEWS.processing, 'cancel')).toBeNull();
    expect(changedElsewhere(VIEWS.delivered, 'return')).toBeNull();
  });

  it('a cancel in another tab, for either dialog', () => {
    expect(changedElsewhere(VIEWS.cancelled, 'cancel')).toBe(
      'This order was already cancelled in another tab',
    );
    expect(changedElsewhere(VIEWS.cancelled, 'return')).toBe(
      'This order was already cancelled in another tab',
    );
  });

  it('a return asked for in another tab', () => {
    expect(changedElsewhere(VIEWS.refundRequested, 'return')).toBe(
      'A return was already requested for this order in another tab',
    );
    expect(changedElsewhere(VIEWS.exchangeRequested, 'cancel')).toBe(
      'A return was already requested for this order in another tab',
    );
  });

  it('otherwise, what can no longer be done', () => {
    expect(changedElsewhere(VIEWS.shipped, 'cancel')).toBe('This order can no longer be cancelled');
    expect(changedElsewhere(VIEWS.pastWindow, 'return')).toBe('This order can no longer be returned');
  });
});
