// files webpack gives a URL for (Docusaurus' file loaders: images, media, and pdf|docx?|xlsx?|zip|rar):
// `require('./shot.png').default` and `import shot from './shot.png'` are that URL
export const ASSET_FILE =
  /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|ogg|oga|mp3|wav|m4a|aac|flac|mov|avi|mkv|m4v|pdf|docx?|xlsx?|zip|rar)(?:[?#].*)?$/i;

/** Docusaurus' file-loader types Vite has no asset rule for: imported from site code, each is a file too. */
export const OTHER_ASSETS = /\.(?:docx?|xlsx?|zip|rar|avi|mkv|m4v|oga)$/i;
