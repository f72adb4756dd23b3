import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  variant?: 'center' | 'fullscreen' | 'side';
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus and makes the page
 * behind inert; Escape and a click on the backdrop close it; focus returns to what opened it.
 * Children mount only while open (so an embedded video exists only then).
 */
export function Dialog({ open, onClose, label, children, variant = 'center', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
    if (!open && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={`${styles.dialog} ${styles[variant] ?? ''} ${className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself, outside its content box.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
