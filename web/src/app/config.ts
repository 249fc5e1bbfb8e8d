// Where the console is mounted, read once at start from the meta tags the server writes into
// index.html (so one build works under any base path and API prefix).

function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** '' at the root, or e.g. '/console'. Used as the router's basepath. */
export const basePath = trimSlash(meta('console-base-path') ?? '');

/** API base: basePath + apiPrefix + '/api'. */
export const apiUrl = trimSlash(meta('console-api-url') || `${basePath}/api`);

export const PRODUCT_NAME = 'Kafka Console';
