import { preparePhoto } from './preparePhoto';

jest.mock('./encodePhoto', () => ({
  encodePhoto: jest.fn(() =>
    Promise.resolve({ src: 'data:image/jpeg;base64,AAAA', alt: '', width: 10, height: 20 }),
  ),
}));

describe('preparePhoto', () => {
  it('refuses a file that is not a JPEG, PNG or WebP image, without loading the encoder', async () => {
    const { encodePhoto } = jest.requireMock<{ encodePhoto: jest.Mock }>('./encodePhoto');
    expect(await preparePhoto(new Blob(['GIF89a'], { type: 'image/gif' }))).toBe('type');
    expect(encodePhoto).not.toHaveBeenCalled();
  });

  it('hands an image to the encoder (loaded on first use), its alt left for the form', async () => {
    const file = new Blob(['png'], { type: 'image/png' });
    expect(await preparePhoto(file)).toEqual({
      src: 'data:image/jpeg;base64,AAAA',
      alt: '',
      width: 10,
      height: 20,
    });
    const { encodePhoto } = jest.requireMock<{ encodePhoto: jest.Mock }>('./encodePhoto');
    expect(encodePhoto).toHaveBeenCalledWith(file);
  });
});
