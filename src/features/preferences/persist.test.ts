import { restoreShape } from '@/shared/lib/persistedShape';
import { preferencesShape } from './persist';

const restore = (state: unknown) => restoreShape(preferencesShape, state, 1);
const v1 = { version: 1, rehydrated: true };

describe('the preferences key', () => {
  it('keeps a well-formed pincode', () => {
    expect(restore({ pincode: '700016', _persist: v1 })).toEqual({ pincode: '700016' });
  });

  it.each([['70001'], ['070016'], [700016], ['<b>700016</b>'], [{}]])('forgets the pincode %j', (pincode) => {
    expect(restore({ pincode, _persist: v1 })).toEqual({ pincode: null });
  });

  it('starts empty from a state without fields, and strips unknown ones', () => {
    expect(restore({ _persist: v1 })).toEqual({ pincode: null });
    expect(restore({ pincode: '110001', extra: 'x', _persist: v1 })).toEqual({ pincode: '110001' });
  });

  it('drops what is not an object, or is newer than this app', () => {
    expect(restore('700016')).toBeUndefined();
    expect(restore({ pincode: '700016', _persist: { version: 2 } })).toBeUndefined();
  });
});
