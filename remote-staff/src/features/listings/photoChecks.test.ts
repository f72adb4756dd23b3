import { PHOTO_MAX_BYTES } from 'contracts/api';
import { shownName, uploadRefusal, type PickedFile } from './photoChecks';

const jpeg = (name: string, size = 1000): PickedFile => ({ name, size, type: 'image/jpeg' });
const many = (n: number) => Array.from({ length: n }, (_, i) => jpeg(`p${i}.jpg`));

describe('uploadRefusal', () => {
  it('lets 20 photos of at most 15 MB through', () => {
    expect(uploadRefusal(many(19).concat(jpeg('big.jpg', PHOTO_MAX_BYTES)), 0)).toBeNull();
  });

  it('refuses 21 files in one upload', () => {
    expect(uploadRefusal(many(21), 0)).toBe('At most 20 photos per upload: you chose 21.');
  });

  it('refuses more than the listing has room for, saying how many fit', () => {
    expect(uploadRefusal(many(3), 18)).toBe('A listing has at most 20 photos and this one has 18: choose at most 2.');
    expect(uploadRefusal(many(1), 20)).toBe('A listing has at most 20 photos and this one has 20: choose at most 0.');
    expect(uploadRefusal(many(2), 18)).toBeNull();
  });

  it('refuses a file one byte over 15 MB, naming it', () => {
    expect(uploadRefusal([jpeg('a.jpg'), jpeg('huge.jpg', PHOTO_MAX_BYTES + 1)], 0)).toBe(
      "'huge.jpg' is larger than 15 MB (15.0 MB).",
    );
  });

  it('refuses an empty file and a type the picker knows is no photo; an unknown type is left to the API', () => {
    expect(uploadRefusal([jpeg('zero.jpg', 0)], 0)).toBe("'zero.jpg' is empty.");
    expect(uploadRefusal([{ name: 'x.svg', size: 10, type: 'image/svg+xml' }], 0)).toBe(
      "'x.svg' is not a JPEG, PNG, WebP or AVIF photo.",
    );
    expect(uploadRefusal([{ name: 'x.heic', size: 10, type: '' }], 0)).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(uploadRefusal([], 0)).toBe('Choose one or more photos first.');
  });
});

describe('shownName', () => {
  it('drops control characters, shortens, and names a nameless file', () => {
    expect(shownName('a\u0000b\n.jpg')).toBe("'ab.jpg'");
    expect(shownName('x'.repeat(100))).toBe(`'${'x'.repeat(80)}'`);
    expect(shownName('\u0007')).toBe('the file');
  });
});
