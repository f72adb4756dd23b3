import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  staffPhotoAnswerSchema,
  staffPhotosAnswerSchema,
  type StaffPhotoAnswer,
  type StaffPhotoChange,
  type StaffPhotosAnswer,
} from 'contracts/api';
import { apiUrl } from 'shared-ui';
import { csrfTokenOf } from '../../api/csrf';
import { staffApi } from '../../api/staffApi';

/** The photos of one listing are its own entry of the Listings tag: a photo change refreshes only them. */
const photosTag = (listingId: number) => ({ type: 'Listings' as const, id: `photos-${listingId}` });

/**
 * Sends the files as multipart/form-data (the browser writes the boundary). Plain fetch, not the
 * site's base query: that one gives up after 3.5 s, and twenty photos take the API tens of seconds.
 */
export async function sendPhotos(
  listingId: number,
  files: readonly File[],
  csrfToken: string | null,
): Promise<{ data: StaffPhotosAnswer } | { error: FetchBaseQueryError }> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/staff/listings/${listingId}/photos`), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: csrfToken === null ? {} : { 'X-CSRF-Token': csrfToken },
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // A proxy's HTML error page: the status says enough.
    data = null;
  }
  if (!response.ok) return { error: { status: response.status, data } };
  const parsed = staffPhotosAnswerSchema.safeParse(data);
  if (!parsed.success)
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text.slice(0, 200),
        error: 'The answer is not as the contract says',
      },
    };
  return { data: parsed.data };
}

/** A listing's photos (api/src/features/photos; docs/staff-photos.md). */
export const photosApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getPhotos: build.query<StaffPhotosAnswer, number>({
      query: (listingId) => `/api/staff/listings/${listingId}/photos`,
      rawResponseSchema: staffPhotosAnswerSchema,
      providesTags: (_answer, _error, listingId) => [photosTag(listingId)],
    }),
    uploadPhotos: build.mutation<StaffPhotosAnswer, { listingId: number; files: readonly File[] }>({
      queryFn: async ({ listingId, files }, api) => {
        const result = await sendPhotos(listingId, files, csrfTokenOf(api.getState()));
        // As every staff call: an ended session asks for the session again (the gate shows the sign-in).
        if ('error' in result && result.error.status === 401) api.dispatch(staffApi.util.invalidateTags(['Session']));
        return result;
      },
      invalidatesTags: (_answer, _error, { listingId }) => [photosTag(listingId)],
    }),
    changePhoto: build.mutation<StaffPhotoAnswer, { listingId: number; photoId: string; change: StaffPhotoChange }>({
      query: ({ photoId, change }) => ({
        url: `/api/staff/photos/${encodeURIComponent(photoId)}`,
        method: 'PATCH',
        body: change,
      }),
      rawResponseSchema: staffPhotoAnswerSchema,
      invalidatesTags: (_answer, _error, { listingId }) => [photosTag(listingId)],
    }),
    deletePhoto: build.mutation<null, { listingId: number; photoId: string }>({
      query: ({ photoId }) => ({ url: `/api/staff/photos/${encodeURIComponent(photoId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { listingId }) => [photosTag(listingId)],
    }),
  }),
});

export const { useGetPhotosQuery, useUploadPhotosMutation, useChangePhotoMutation, useDeletePhotoMutation } = photosApi;
