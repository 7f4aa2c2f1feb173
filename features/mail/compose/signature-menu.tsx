/**
 * The signature picker: a menu of the user's signatures (from
 * getContactList); choosing one inserts it into the body at the caret.
 * Hidden when the user has none.
 */
import type { MailSignature } from '../../../domain/contract/mail';
import { mailComposeTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { Menu, MenuList } from '../../../ui/menu/menu';

export interface SignatureMenuProps {
  signatures: readonly MailSignature[];
  onInsert: (signature: MailSignature) => void;
  disabled: boolean;
}

export function SignatureMenu({ signatures, onInsert, disabled }: SignatureMenuProps) {
  if (signatures.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled}>
          {t.insertSignature}
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <MenuList
          label={t.signature}
          items={signatures.map((s) => ({ key: String(s.id), label: s.name, onSelect: () => onInsert(s) }))}
        />
      </Menu.Content>
    </Menu.Root>
  );
}
