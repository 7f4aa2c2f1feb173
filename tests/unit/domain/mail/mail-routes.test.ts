import { describe, expect, it } from 'vitest';
import {
  boxOfType,
  composePath,
  customFolderPath,
  isMailPath,
  mailDetailPath,
  mailListPath,
  typeOfBox,
  viewKey,
  viewOfRoute,
  viewPath,
} from '../../../../domain/mail/mail-routes';
import { MAIL_TYPES } from '../../../../domain/routes';

describe('mail routes', () => {
  it('should map each list type to its spec 4 box code and back', () => {
    expect([boxOfType('draft'), boxOfType('inbox'), boxOfType('sent'), boxOfType('trash'), boxOfType('unread'), boxOfType('custom')]).toEqual([0, 1, 2, 3, 4, 5]);
    for (const type of MAIL_TYPES) {
      if (type !== 'mailboxes') expect(typeOfBox(boxOfType(type))).toBe(type);
    }
  });

  it("given 'mailboxes' or a custom folder without a usable id, should show the folder list (no view)", () => {
    expect(viewOfRoute('mailboxes')).toBeNull();
    expect(viewOfRoute('custom')).toBeNull();
    expect(viewOfRoute('custom', 'abc')).toBeNull();
    expect(viewOfRoute('custom', '0')).toBeNull();
  });

  it('should show a box, or a custom folder with its id', () => {
    expect(viewOfRoute('inbox')).toEqual({ box: 1, folderId: 0 });
    expect(viewOfRoute('unread')).toEqual({ box: 4, folderId: 0 });
    expect(viewOfRoute('custom', '7')).toEqual({ box: 5, folderId: 7 });
    // /folder/{type}/{folderId} with a fixed box shows that box.
    expect(viewOfRoute('trash', '7')).toEqual({ box: 3, folderId: 0 });
  });

  it('should build the paths of spec 2', () => {
    expect(mailListPath('inbox')).toBe('/emails/inbox');
    expect(mailDetailPath('sent', 12)).toBe('/emails/sent/12');
    expect(customFolderPath(3)).toBe('/folder/custom/3');
    expect(viewPath({ box: 5, folderId: 3 })).toBe('/folder/custom/3');
    expect(viewPath({ box: 0, folderId: 0 })).toBe('/emails/draft');
    expect(viewKey({ box: 5, folderId: 3 })).toBe('custom:3');
    expect(viewKey({ box: 4, folderId: 0 })).toBe('unread');
  });

  it('should put only ids into compose addresses', () => {
    expect(composePath('new')).toBe('/compose-email');
    expect(composePath('reply', 9, 'inbox')).toBe('/compose-email?mode=reply&id=9&type=inbox');
    expect(composePath('draft', 4, 'draft')).toBe('/compose-email?mode=draft&id=4');
  });

  it('should tell mail paths from the others', () => {
    expect(isMailPath('/emails/inbox')).toBe(true);
    expect(isMailPath('/folder/custom/3')).toBe(true);
    expect(isMailPath('/compose-email')).toBe(true);
    expect(isMailPath('/daily')).toBe(false);
  });
});
