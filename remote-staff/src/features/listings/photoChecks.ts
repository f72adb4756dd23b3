import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES, PHOTOS_PER_LISTING_MAX, PHOTOS_PER_UPLOAD_MAX } from 'contracts/api';

/**
 * The upload's checks before anything is sent, with the API's own limits (contracts): a refusal
 * the browser can see at once costs no upload. The API checks again, and reads the type from the
 * content; the browser only knows the type the system gives the file.
 */

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const MB = 1024 * 1024;

/** A file name fit for a message: printable and short. */
export function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never reach a message
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 80);
  return clean === '' ? 'the file' : `'${clean}'`;
}

/** Null when the files may be sent; else the sentence saying why not (the first problem found). */
export function uploadRefusal(files: readonly PickedFile[], photosAlready: number): string | null {
  if (files.length === 0) return 'Choose one or more photos first.';
  if (files.length > PHOTOS_PER_UPLOAD_MAX)
    return `At most ${PHOTOS_PER_UPLOAD_MAX} photos per upload: you chose ${files.length}.`;
  if (photosAlready + files.length > PHOTOS_PER_LISTING_MAX) {
    const room = Math.max(0, PHOTOS_PER_LISTING_MAX - photosAlready);
    return `A listing has at most ${PHOTOS_PER_LISTING_MAX} photos and this one has ${photosAlready}: choose at most ${room}.`;
  }
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES)
      return `${shownName(file.name)} is larger than ${PHOTO_MAX_BYTES / MB} MB (${(file.size / MB).toFixed(1)} MB).`;
    if (file.size === 0) return `${shownName(file.name)} is empty.`;
    // An empty type: the system does not know it; the API reads the content and decides.
    if (file.type !== '' && !(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return `${shownName(file.name)} is not a JPEG, PNG, WebP or AVIF photo.`;
  }
  return null;
}
