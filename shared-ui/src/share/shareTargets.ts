/**
 * Where a page can be shared with a plain link: each network's own share address, so sharing
 * works without JavaScript and without any script of theirs on the site.
 */
export interface ShareTarget {
  /** The network's name, as the visitor knows it. */
  label: string;
  href: string;
  /** Opens the network's page in a new tab (an e-mail link opens the mail program instead). */
  newTab: boolean;
}

export function shareTargets(title: string, url: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, newTab: true },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, newTab: true },
    { label: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}`, newTab: true },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, newTab: true },
    { label: 'E-mail', href: `mailto:?subject=${t}&body=${u}`, newTab: false },
  ];
}
