import { useAssetUrl } from '../../hooks/use-asset-url.ts';
import { useColorMode } from '../../hooks/use-color-mode.ts';

interface Props {
  logo: { alt: string; src: string; srcDark?: string; width?: number | string; height?: number | string };
  className?: string;
}

/**
 * A config logo (navbar, footer): its dark image in dark mode when it has one, fetched through the gate when
 * it is an asset, at the size the config gives it (else the stylesheet's).
 */
export function LogoImage({ logo, className }: Props) {
  const { resolved } = useColorMode();
  const src = useAssetUrl(resolved === 'dark' && logo.srcDark ? logo.srcDark : logo.src);
  return src ? (
    <img className={className} src={src} alt={logo.alt} width={logo.width} height={logo.height} />
  ) : (
    <span className={className} />
  );
}
