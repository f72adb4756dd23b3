/**
 * The header that names a request across the site's processes: the site server answers with it,
 * sends it on to the API (its proxy and its page renders) and the API logs it, so one visitor's
 * request is one id in every log.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An id a process takes from the one before it: short, of URL-safe characters (a UUID, a load
 * balancer's trace id). Anything else could carry text into the logs no one chose to write there.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
