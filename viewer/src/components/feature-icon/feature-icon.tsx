import type { ReactNode } from 'react';
import './feature-icon.css';

// Emoji render as empty boxes where no emoji font is installed, so an emoji `icon` becomes a drawn one:
// the emoji's own match when known, else one picked by the card's position. Any other text shows as it is.

const EMOJI = /\p{Extended_Pictographic}/u;

const ICONS: Record<string, ReactNode> = {
  megaphone: <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1zM17 8a5 5 0 0 1 0 8M20 5a9 9 0 0 1 0 14" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="M21 15l-5-5L5 21" />
    </>
  ),
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-7" />,
  sparkles: <path d="M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM19 14l.8 2.2L22 17l-2.2.8L19 20l-.8-2.2L16 17l2.2-.8z" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
};

/** The emoji Docusaurus's templates (and this site) use, by their drawn stand-in. */
const BY_EMOJI: Record<string, string> = {
  '📣': 'megaphone',
  '📢': 'megaphone',
  '🗓': 'calendar',
  '📅': 'calendar',
  '🖼': 'image',
  '📷': 'image',
  '📈': 'chart',
  '📊': 'chart',
  '✨': 'sparkles',
  '🔒': 'lock',
  '🔐': 'lock',
};

const FALLBACK_ORDER = Object.keys(ICONS);

/** A home-page feature card's icon: text as written, an emoji as an SVG. */
export function FeatureIcon({ icon, index }: { icon: string; index: number }) {
  if (!EMOJI.test(icon)) {
    return (
      <div className="feature__icon" aria-hidden="true">
        {icon}
      </div>
    );
  }
  // variation selectors (U+FE0F) ride along with some emoji; the table keys are bare
  const name = BY_EMOJI[icon.replace(/\uFE0F/g, '').trim()] ?? FALLBACK_ORDER[index % FALLBACK_ORDER.length]!;
  return (
    <div className="feature__icon feature__icon--drawn" aria-hidden="true" data-icon={name}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICONS[name]}
      </svg>
    </div>
  );
}
