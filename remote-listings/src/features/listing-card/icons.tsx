/** Small decorative line icons for the card facts (inline SVG: no font or request needed). */
type IconName = 'pin' | 'bed' | 'area' | 'bath' | 'car' | 'user' | 'tag' | 'camera';

const PATHS: Readonly<Record<IconName, string>> = {
  pin: 'M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  bed: 'M3 18v-8m0 4h18m0 4v-6a2 2 0 0 0-2-2h-8v4M7 11.5a1.5 1.5 0 1 0 0-.01',
  area: 'M4 4h16v16H4zM4 9h5V4m11 11h-5v5',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zm2 0V6a2 2 0 0 1 4 0M7 19l-1 2m11-2 1 2',
  car: 'M5 16V12l2-5h10l2 5v4zM5 16v2m14-2v2M8 13.5h.01M16 13.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  camera:
    'M3 8a2 2 0 0 1 2-2h2l2-2h6l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm9 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: '-3px', marginRight: 4 }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
