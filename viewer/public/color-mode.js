// Runs before paint so the stored colour mode shows from the first frame (no flash of light). A file of
// its own, not an inline script: the viewer's Content-Security-Policy allows scripts from 'self' only.
// It reads storage itself rather than through lib/safe-storage.ts; the keys are those of
// components/color-mode-provider/color-mode-provider.tsx.
(() => {
  let mode = 'light';
  try {
    mode = localStorage.getItem('theme') || localStorage.getItem('docgate.colorMode.default') || 'light';
    if (mode === 'system') mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // storage can be off (privacy settings): the light default stands
  }
  document.documentElement.setAttribute('data-theme', mode === 'dark' ? 'dark' : 'light');
})();
