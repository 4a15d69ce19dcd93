/**
 * The way a locale's script runs, as Docusaurus infers it for a locale whose localeConfigs give none:
 * `ar`, `fa`, `he`, `ur` -> rtl. A code Intl does not know is left to right.
 */
export function localeDirection(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    // Node 20 has the proposal's former `textInfo` getter, later engines `getTextInfo()`
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    return direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
