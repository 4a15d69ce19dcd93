import { type CSSProperties, useState } from 'react';
import { useAssetUrl } from '../../hooks/use-asset-url.ts';
import './author-card.css';

/**
 * An author's picture (through the gate when it is a site asset), or their initial when it fails to load;
 * none for an author without one, as Docusaurus shows them (openyurt's, opendal's posts).
 */
export function AuthorAvatar({ name, imageUrl, size }: { name: string; imageUrl?: string; size: number }) {
  const src = useAssetUrl(imageUrl);
  const [failed, setFailed] = useState(false);
  if (!imageUrl) return null;
  if (src && !failed) {
    return <img className="avatar__photo" src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />;
  }
  return (
    // its size as a variable, not a width and height of its own, so a look's CSS may set another
    <span className="avatar__photo avatar__photo--initial" style={{ '--avatar-size': `${size}px` } as CSSProperties} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
