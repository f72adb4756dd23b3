import { useEffect } from 'react';

/** Spec section 8: a failed call is written to the console (the visitor also gets a message). */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded`, error);
  }, [error, what]);
}
