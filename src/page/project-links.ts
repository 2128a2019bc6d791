// The project's own addresses, read from package.json when the page is built (vite.config.ts), so
// that a fork's footer points at the fork. Pure: the build runs it in Node, the tests here.

export interface ProjectLinks {
  author: string;
  repository: string;
  issues: string;
}

/** package.json's fields as npm allows them: a string, or an object with a url. */
type Entry = string | { url?: unknown } | undefined;

const url = (entry: Entry): string | undefined => {
  const value = typeof entry === 'string' ? entry : entry?.url;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** npm's person: `{ url }`, or the string `Name <email> (url)`, whose url is in brackets. */
const personUrl = (entry: Entry): string | undefined =>
  typeof entry === 'string' ? /\((https?:[^)]+)\)/.exec(entry)?.[1] : url(entry);

/** A repository as a web address: `git+https://…/x.git` and `github:owner/x` are the same place. */
export function webAddress(repository: string): string {
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(repository);
  if (shorthand) return `https://github.com/${shorthand[1]!.replace(/\.git$/, '')}`;
  return repository.replace(/^git\+/, '').replace(/^git:\/\//, 'https://').replace(/\.git$/, '').replace(/\/$/, '');
}

/**
 * The links the footer shows, from package.json's `repository`, `bugs` and `author`. A build
 * without a repository fails here rather than ship a footer pointing nowhere; a missing issue
 * tracker or author falls back to the repository's own.
 */
export function projectLinks(pkg: { repository?: Entry; bugs?: Entry; author?: Entry }): ProjectLinks {
  const found = url(pkg.repository);
  if (found === undefined) throw new Error('package.json names no repository for the footer');
  const repository = webAddress(found);
  const owner = repository.replace(/\/[^/]+$/, '');
  return { repository, issues: url(pkg.bugs) ?? `${repository}/issues`, author: personUrl(pkg.author) ?? owner };
}

/** Where a crate of the workspace is documented: its folder in the repository. */
export const crateDocs = (repository: string, crate: string): string => `${repository}/tree/main/crates/${crate}`;
