import { IconButton } from '../../ui/icon-button/icon-button';
import type { FolderListSection } from '../../ui/folder-list/folder-list';
import { FolderIcon, InboxIcon, PencilIcon, SendIcon, Trash2Icon } from '../../ui/icons/icons';

/** Rename and delete beside a custom folder, as the mail feature will put them. */
function FolderActions({ name }: { name: string }) {
  return (
    <>
      <IconButton label={`Rename ${name}`}>
        <PencilIcon aria-hidden size={18} />
      </IconButton>
      <IconButton label={`Delete ${name}`}>
        <Trash2Icon aria-hidden size={22} />
      </IconButton>
    </>
  );
}

export function mailSections(currentId: string): FolderListSection[] {
  const mark = <T extends { id: string }>(item: T) => ({ ...item, current: item.id === currentId });
  return [
    {
      title: 'Mailboxes',
      items: [
        { id: 'inbox', label: 'Inbox', href: '#inbox', count: 3, countLabel: '3 unread', icon: <InboxIcon aria-hidden size={22} /> },
        { id: 'sent', label: 'Sent', href: '#sent', icon: <SendIcon aria-hidden size={22} /> },
        { id: 'drafts', label: 'Drafts', href: '#drafts', count: 1, countLabel: '1 draft', icon: <PencilIcon aria-hidden size={22} /> },
        { id: 'trash', label: 'Trash', href: '#trash', count: 0, icon: <Trash2Icon aria-hidden size={22} /> },
      ].map(mark),
    },
    {
      title: 'Folders',
      items: [
        { id: 'f-insurance', label: 'Insurance', href: '#f-insurance', count: 2, countLabel: '2 unread', icon: <FolderIcon aria-hidden size={22} />, actions: <FolderActions name="Insurance" /> },
        { id: 'f-intake', label: 'Intake forms', href: '#f-intake', icon: <FolderIcon aria-hidden size={22} />, actions: <FolderActions name="Intake forms" /> },
      ].map(mark),
    },
  ];
}
