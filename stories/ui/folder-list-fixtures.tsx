import { IconButton } from '../../ui/icon-button/icon-button';
import type { FolderListSection } from '../../ui/folder-list/folder-list';
import { strokeIcon } from '../../ui/utils/stroke-icon';

/** Small mailbox icons for stories (the app brings its own). */
const common = strokeIcon(22);

const InboxIcon = () => (
  <svg {...common}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </svg>
);
const SentIcon = () => (
  <svg {...common}>
    <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
  </svg>
);
const DraftIcon = () => (
  <svg {...common}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
  </svg>
);
const TrashIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </svg>
);
const FolderIcon = () => (
  <svg {...common}>
    <path d="M3 6h6l2 2h10v11H3z" />
  </svg>
);
const RenameIcon = () => (
  <svg {...common} width={18} height={18}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
  </svg>
);

/** Rename and delete beside a custom folder, as the mail feature will put them. */
function FolderActions({ name }: { name: string }) {
  return (
    <>
      <IconButton label={`Rename ${name}`}>
        <RenameIcon />
      </IconButton>
      <IconButton label={`Delete ${name}`}>
        <TrashIcon />
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
        { id: 'inbox', label: 'Inbox', href: '#inbox', count: 3, countLabel: '3 unread', icon: <InboxIcon /> },
        { id: 'sent', label: 'Sent', href: '#sent', icon: <SentIcon /> },
        { id: 'drafts', label: 'Drafts', href: '#drafts', count: 1, countLabel: '1 draft', icon: <DraftIcon /> },
        { id: 'trash', label: 'Trash', href: '#trash', count: 0, icon: <TrashIcon /> },
      ].map(mark),
    },
    {
      title: 'Folders',
      items: [
        { id: 'f-insurance', label: 'Insurance', href: '#f-insurance', count: 2, countLabel: '2 unread', icon: <FolderIcon />, actions: <FolderActions name="Insurance" /> },
        { id: 'f-intake', label: 'Intake forms', href: '#f-intake', icon: <FolderIcon />, actions: <FolderActions name="Intake forms" /> },
      ].map(mark),
    },
  ];
}
