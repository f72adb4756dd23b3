import { Icon } from './icons';

/** "📷 5" on a card's image: how many photos the listing has, read as "5 photos". Nothing for none. */
export function PhotoCount({ count, className }: { count: number; className?: string }) {
  if (!(count > 0)) return null;
  const label = count === 1 ? '1 photo' : `${count} photos`;
  return (
    // role="img": one name for the icon and the digits, as a screen reader should say it.
    <span role="img" aria-label={label} className={className}>
      <Icon name="camera" />
      {count}
    </span>
  );
}
