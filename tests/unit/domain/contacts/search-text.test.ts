import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../../domain/contacts/search-text';

describe('foldForSearch', () => {
  it('given accented capitals, should answer lower case without accents', () => {
    expect(foldForSearch('José Álvarez')).toBe('jose alvarez');
    expect(foldForSearch('ALVAREZ')).toBe('alvarez');
    expect(foldForSearch('Zoë Brontë-Åkesson')).toBe('zoe bronte-akesson');
    expect(foldForSearch('Ñuñez Çelik')).toBe('nunez celik');
  });

  it('given a precomposed and a decomposed accent, should fold both the same way', () => {
    expect(foldForSearch('Jos\u00e9')).toBe(foldForSearch('Jose\u0301'));
    expect(foldForSearch('Jose\u0301')).toBe('jose');
  });

  it('given surrounding spaces, should trim them and keep inner ones', () => {
    expect(foldForSearch('  ana  lopez ')).toBe('ana  lopez');
    expect(foldForSearch('   ')).toBe('');
  });

  it("should leave LIKE's wildcards and punctuation as they are (the server escapes them)", () => {
    expect(foldForSearch("O'Connor 100%_x")).toBe("o'connor 100%_x");
  });
});
