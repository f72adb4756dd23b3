import { useRef, useState, type FormEvent } from 'react';
import { PHOTO_ALT_MAX, PHOTO_UPLOAD_TYPES, PHOTOS_PER_LISTING_MAX, type StaffPhoto } from 'contracts/api';
import { FormField, Spinner, StatusMessage } from 'shared-ui';
import { failureMessage } from '../../api/answers';
import buttons from '../../ui/buttons.module.css';
import { uploadRefusal } from './photoChecks';
import {
  useChangePhotoMutation,
  useDeletePhotoMutation,
  useGetPhotosQuery,
  useUploadPhotosMutation,
} from './photosEndpoints';
import styles from './ListingPhotos.module.css';

/** Thumbnails are shown this wide: the browser picks the smallest variant that fills it. */
const THUMB_SIZES = '160px';

/** A listing's photos: upload, alt text, order, deletion (docs/staff-photos.md). */
export function ListingPhotos({ listingId }: { listingId: number }) {
  const { data, error, isLoading, refetch } = useGetPhotosQuery(listingId);
  const photos = data?.photos ?? [];
  return (
    <section className={styles.section} aria-labelledby="listing-photos">
      <h2 id="listing-photos" className={styles.subtitle}>
        Photos ({photos.length} of {PHOTOS_PER_LISTING_MAX})
      </h2>
      {isLoading ? <Spinner label="Loading the photos…" /> : null}
      {error ? <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} /> : null}
      {data !== undefined ? (
        <>
          <PhotoUpload listingId={listingId} photosAlready={photos.length} />
          {photos.length === 0 ? <p className={styles.meta}>No photos yet.</p> : null}
          <ol className={styles.list} aria-label="Photos, in the order shown">
            {photos.map((photo, i) => (
              <PhotoRow
                key={`${photo.id}-${photo.alt}`}
                listingId={listingId}
                photo={photo}
                index={i}
                count={photos.length}
              />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function PhotoUpload({ listingId, photosAlready }: { listingId: number; photosAlready: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [upload, { isLoading, error, isSuccess, data, reset }] = useUploadPhotosMutation();

  const choose = (files: File[]) => {
    reset();
    setChosen(files);
    setRefusal(files.length === 0 ? null : uploadRefusal(files, photosAlready));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = uploadRefusal(chosen, photosAlready);
    setRefusal(problem);
    if (problem !== null) return;
    const answer = await upload({ listingId, files: chosen });
    if (!('error' in answer)) {
      setChosen([]);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <form className={styles.upload} onSubmit={(e) => void submit(e)} aria-label="Upload photos">
      <label className={styles.pick}>
        <span className={styles.label}>Add photos</span>
        <input
          ref={input}
          type="file"
          name="photos"
          multiple
          accept={PHOTO_UPLOAD_TYPES.join(',')}
          disabled={isLoading}
          onChange={(e) => choose(Array.from(e.target.files ?? []))}
        />
      </label>
      <p className={styles.meta}>
        JPEG, PNG, WebP or AVIF, at most 15 MB each and 20 at a time. Location and camera details are removed.
      </p>
      {refusal !== null ? <StatusMessage message={refusal} /> : null}
      {error ? <StatusMessage message={failureMessage(error)} /> : null}
      {isLoading ? (
        <p role="status" className={styles.pending}>
          <progress aria-label="Uploading" /> Uploading {chosen.length === 1 ? 'one photo' : `${chosen.length} photos`}…
          the server makes each one’s sizes, a second or two a photo.
        </p>
      ) : null}
      {isSuccess && data !== undefined ? (
        <StatusMessage
          tone="info"
          message={data.photos.length === 1 ? 'One photo added.' : `${data.photos.length} photos added.`}
        />
      ) : null}
      <button type="submit" className={buttons.primary} disabled={isLoading || chosen.length === 0 || refusal !== null}>
        {isLoading ? 'Uploading…' : chosen.length > 1 ? `Upload ${chosen.length} photos` : 'Upload'}
      </button>
    </form>
  );
}

function PhotoRow({
  listingId,
  photo,
  index,
  count,
}: {
  listingId: number;
  photo: StaffPhoto;
  index: number;
  count: number;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [change, changing] = useChangePhotoMutation();
  const [remove, removing] = useDeletePhotoMutation();
  const busy = changing.isLoading || removing.isLoading;
  const n = index + 1;
  const move = (position: number) => void change({ listingId, photoId: photo.id, change: { position } });
  const failure = changing.error ?? removing.error;

  return (
    <li className={styles.row}>
      <picture>
        <source type="image/avif" srcSet={photo.sources.srcSet.avif} sizes={THUMB_SIZES} />
        <source type="image/webp" srcSet={photo.sources.srcSet.webp} sizes={THUMB_SIZES} />
        <img
          className={styles.thumb}
          src={photo.sources.src}
          srcSet={photo.sources.srcSet.jpeg}
          sizes={THUMB_SIZES}
          width={photo.sources.width}
          height={photo.sources.height}
          alt={photo.alt}
          loading="lazy"
        />
      </picture>
      <div className={styles.body}>
        <form
          className={styles.alt}
          onSubmit={(e) => {
            e.preventDefault();
            void change({ listingId, photoId: photo.id, change: { alt } });
          }}
        >
          <FormField
            label={`Alt text of photo ${n}`}
            maxLength={PHOTO_ALT_MAX}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
          />
          <button type="submit" className={buttons.button} disabled={busy || alt.trim() === photo.alt}>
            Save alt text
          </button>
        </form>
        {failure ? <StatusMessage message={failureMessage(failure)} /> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.button}
            disabled={busy || index === 0}
            aria-label={`Move photo ${n} up`}
            onClick={() => move(index - 1)}
          >
            ↑ Up
          </button>
          <button
            type="button"
            className={buttons.button}
            disabled={busy || index === count - 1}
            aria-label={`Move photo ${n} down`}
            onClick={() => move(index + 1)}
          >
            ↓ Down
          </button>
          <button
            type="button"
            className={buttons.danger}
            disabled={busy}
            aria-label={`Delete photo ${n}`}
            onClick={() => void remove({ listingId, photoId: photo.id })}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
