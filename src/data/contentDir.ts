/** Where the content lives (`CONTENT_DIR`, default `./content`); tests and benchmarks point it at a scratch catalog. */
export const contentDir = process.env.CONTENT_DIR ?? './content';
