import { useEffect, type RefObject } from 'react';

/**
 * Closes an open in-page disclosure (a filter dropdown that pushes the controls below it down) on a
 * click outside it, on Escape while focus is elsewhere, and when the keyboard moves focus out of it.
 *
 * An outside *click*, not a press: the panel's closing moves the controls below it up, and closing
 * on the press would move the control under the pointer before the click lands on it. For the same
 * reason focus leaving by a pointer press is left to that click; only keyboard moves close at once.
 */
export function useDisclosureClose(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    let pointerLast = false;
    const outside = (target: EventTarget | null) =>
      Boolean(ref.current) && target instanceof Node && !ref.current?.contains(target);
    const onPress = () => {
      pointerLast = true;
    };
    const onKey = (e: KeyboardEvent) => {
      pointerLast = false;
      // Escape inside is the disclosure's own (it also keeps a drawer around it open).
      if (e.key === 'Escape' && outside(document.activeElement)) close();
    };
    const onClick = (e: MouseEvent) => {
      if (outside(e.target)) close();
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!pointerLast && outside(e.target)) close();
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, open, close]);
}
