import { useAssetUrl } from '../content/use-asset-url.ts';

/** An author's picture (through the gate when it is a site asset), or their initial. */
export function AuthorAvatar({ name, imageUrl, size = 48 }: { name: string; imageUrl?: string; size?: number }) {
  const src = useAssetUrl(imageUrl);
  if (imageUrl && src) return <img className="avatar__photo" src={src} alt="" width={size} height={size} />;
  return (
    <span className="avatar__photo avatar__photo--initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
