import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crateDocs, projectLinks, webAddress } from './project-links';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Parameters<typeof projectLinks>[0];

describe('project links', () => {
  it("are this project's, from package.json", () => {
    expect(projectLinks(pkg)).toEqual({
      repository: 'https://github.com/passport-mrz/passport-mrz',
      issues: 'https://github.com/passport-mrz/passport-mrz/issues',
      author: 'https://github.com/passport-mrz',
    });
  });

  it("follow a fork's package.json, however it spells its repository", () => {
    expect(projectLinks({ repository: { url: 'git+https://github.com/me/mrz.git' } })).toEqual({
      repository: 'https://github.com/me/mrz',
      issues: 'https://github.com/me/mrz/issues',
      author: 'https://github.com/me',
    });
    expect(projectLinks({ repository: 'me/mrz', bugs: 'https://x.test/bugs', author: { url: 'https://me.test' } })).toEqual({
      repository: 'https://github.com/me/mrz',
      issues: 'https://x.test/bugs',
      author: 'https://me.test',
    });
    expect(projectLinks({ repository: 'me/mrz', author: 'Me <me@x.test> (https://me.test)' }).author).toBe('https://me.test');
    expect(projectLinks({ repository: 'me/mrz', author: 'Me <me@x.test>' }).author).toBe('https://github.com/me');
    expect(webAddress('github:me/mrz.git')).toBe('https://github.com/me/mrz');
    expect(webAddress('git://gitlab.com/me/mrz.git')).toBe('https://gitlab.com/me/mrz');
  });

  it('refuse a package.json without a repository', () => {
    expect(() => projectLinks({ author: 'someone' })).toThrow(/repository/);
  });

  it('point each crate at its folder in the repository', () => {
    expect(crateDocs('https://github.com/me/mrz', 'mrz-core')).toBe('https://github.com/me/mrz/tree/main/crates/mrz-core');
  });
});
