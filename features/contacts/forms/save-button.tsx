/**
 * A contact form's Save for the header: submits the form through the HTML
 * `form` attribute and shows a loader while the save is in flight, so a
 * second tap cannot send it twice.
 */
import { useAtomValue } from 'jotai';
import { contactsTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { CONTACT_FORM_IDS, contactFormSavingAtom, type ContactFormKind } from './atoms';

export interface SaveContactButtonProps {
  /** Which form it submits. */
  kind: ContactFormKind;
}

export function SaveContactButton({ kind }: SaveContactButtonProps) {
  const saving = useAtomValue(contactFormSavingAtom);
  return (
    <Button type="submit" form={CONTACT_FORM_IDS[kind]} size="sm" loading={saving} loadingLabel={t.saving}>
      {t.save}
    </Button>
  );
}
