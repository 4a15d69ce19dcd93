// files webpack gives a URL for (Docusaurus' file loaders): `require('./shot.png').default` and
// `import shot from './shot.png'` are that URL
export const ASSET_FILE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|ogg|mp3|wav|m4a|pdf|zip)(?:[?#].*)?$/i;
