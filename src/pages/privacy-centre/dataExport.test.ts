import { buildExport, downloadExport, exportFileName, readable } from './dataExport';

const PERSIST = JSON.stringify({ version: 1, rehydrated: true });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readable', () => {
  it("parses a redux-persist key's fields into plain values and leaves its bookkeeping out", () => {
    const cart = JSON.stringify({
      lines: JSON.stringify([{ id: 4, size: 'S', quantity: 2 }]),
      _persist: PERSIST,
    });
    expect(readable(cart)).toEqual({ lines: [{ id: 4, size: 'S', quantity: 2 }] });
  });

  it('parses plain JSON once, and keeps text that is not JSON as it is', () => {
    expect(readable('{"owner":"a","step":"payment"}')).toEqual({ owner: 'a', step: 'payment' });
    expect(readable('all')).toBe('all');
    expect(readable('1')).toBe(1);
    // A field of a redux-persist key that is damaged stays its text.
    expect(readable(JSON.stringify({ ids: '[1,', _persist: PERSIST }))).toEqual({ ids: '[1,' });
  });
});

describe('buildExport', () => {
  it('holds every key of both areas, readable, with its version and the moment', () => {
    localStorage.setItem('consent', 'all');
    localStorage.setItem(
      'wishlist',
      JSON.stringify({ ids: '[7]', savedPrices: '{"7":599}', _persist: PERSIST }),
    );
    sessionStorage.setItem('rangoli-checkout-draft', '{"step":"shipping"}');
    const now = new Date('2026-11-30T10:00:00.000Z');
    expect(buildExport(localStorage, sessionStorage, now)).toEqual({
      version: 1,
      exportedAt: '2026-11-30T10:00:00.000Z',
      data: {
        consent: 'all',
        wishlist: { ids: [7], savedPrices: { 7: 599 } },
        'rangoli-checkout-draft': { step: 'shipping' },
      },
    });
  });

  it('holds nothing from a storage that is missing or refuses', () => {
    const refusing = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
      getItem: () => null,
    };
    expect(buildExport(undefined, refusing).data).toEqual({});
  });
});

describe('exportFileName', () => {
  it("names the file by the shopper's local date", () => {
    // 23:30 local on 5 March, whatever the UTC date is then.
    expect(exportFileName(new Date(2026, 2, 5, 23, 30))).toBe('rangoli-data-2026-03-05.json');
  });
});

describe('downloadExport', () => {
  it('clicks a download link to a JSON Blob of the export, then lets the URL go', () => {
    jest.useFakeTimers();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:rangoli/1';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      downloadExport({ version: 1, exportedAt: 'now', data: {} }, 'rangoli-data-2026-11-30.json');
      const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;
      expect(clicked?.download).toBe('rangoli-data-2026-11-30.json');
      expect(clicked?.href).toBe('blob:rangoli/1');
      expect(clicked?.isConnected).toBe(false);
      expect(created[0]?.type).toBe('application/json');
      expect(revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:rangoli/1');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
