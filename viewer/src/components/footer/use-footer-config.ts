import { useMemo } from 'react';
import { isRecord } from '../../../../src/contracts/is-record.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { type FooterConfig, footerConfig } from './footer-config.ts';

/** The footer in the config's shape (footer-config.ts), in the open page's words. */
export function useFooterConfig(): FooterConfig {
  const { manifest } = useContent();
  const { footer } = useLocalizedChrome();
  const theme = manifest.site.siteConfig?.themeConfig;
  const raw = isRecord(theme) ? theme.footer : undefined;
  return useMemo(() => footerConfig(footer, raw), [footer, raw]);
}
