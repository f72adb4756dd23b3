import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
  keywords?: string;
}

function setMeta(name: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) return;
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the page title and description/keywords metadata for the screen on show. */
export function useDocumentMeta({ title, description, keywords }: DocumentMeta): void {
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
