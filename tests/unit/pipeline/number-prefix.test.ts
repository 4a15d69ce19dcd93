import { describe, expect, it } from 'vitest';
import { stripNumberPrefix } from '../../../src/compiler/plan/docs/numbers.ts';

describe("a doc's number prefix, as Docusaurus' default parser reads it", () => {
  it('takes the position off a numbered name', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('2 . setup')).toEqual({ name: 'setup', position: 2 });
  });

  it('leaves names that look like versions or dates as they are (ionic-docs: updating/4-0 ... 9-0)', () => {
    for (const name of ['4-0', '9-0', '1.2.3-changes', '2021-01-10-release', '3_1']) {
      expect(stripNumberPrefix(name)).toEqual({ name, position: undefined });
    }
  });
});
