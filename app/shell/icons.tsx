/**
 * The shell's icons, by what they do, all from the product's one icon set
 * (ui/icons/icons.ts). Decorative: the buttons and links carry the names.
 */
import {
  ChevronLeftIcon,
  MailPlusIcon,
  MessageSquarePlusIcon,
  RotateCcwIcon,
  StarIcon as LucideStarIcon,
  UserPlusIcon,
  UserRoundPlusIcon,
} from '../../ui/icons/icons';

export {
  CalendarIcon,
  CalendarPlusIcon as PlusIcon,
  KeyRoundIcon as SecurityIcon,
  MailIcon,
  MenuIcon,
  MessageCircleIcon as ChatIcon,
  SearchIcon,
  UsersIcon as ContactsIcon,
} from '../../ui/icons/icons';

export const BackIcon = () => <ChevronLeftIcon />;

export const RotateIcon = () => <RotateCcwIcon size={48} />;

/** Outlined, or filled while favourites mode is on. */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => <LucideStarIcon fill={filled ? 'currentColor' : 'none'} />;

/** An envelope with a plus: write a new e-mail. */
export const ComposeIcon = () => <MailPlusIcon />;

/** A person with a plus: add a client. */
export const AddPersonIcon = () => <UserPlusIcon />;

/** A rounder person with a plus: add other contacts (a person, an event, a group). */
export const AddOthersIcon = () => <UserRoundPlusIcon />;

/** A speech bubble with a plus: start a new conversation. */
export const AddChatIcon = () => <MessageSquarePlusIcon />;
