import { useAssetUrl } from '../../hooks/use-asset-url.ts';
import { useColorMode } from '../../hooks/use-color-mode.ts';

interface Props {
  logo: { alt: string; src: string; srcDark?: string; width?: number | string; height?: number | string };
  className: string;
  /** the size the image keeps before it loads, when the logo names none */
  width?: number | string;
  height?: number | string;
}

/** A config logo (navbar, footer): its dark image in dark mode when it has one, fetched through the gate when it is an asset. */
export function LogoImage({ logo, className, width, height }: Props) {
  const { resolved } = useColorMode();
  const src = useAssetUrl(resolved === 'dark' && logo.srcDark ? logo.srcDark : logo.src);
  const size = { width: logo.width ?? width, height: logo.height ?? height };
  return src ? <img className={className} src={src} alt={logo.alt} {...size} /> : <span className={className} />;
}
