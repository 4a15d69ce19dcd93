/** The copyright line (the classic theme's Footer/Copyright): inline HTML, the config's as the pipeline sanitized it. */
export const FooterCopyright = ({ copyright }: { copyright: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
  <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
);
