/**
 * The one icon set of the product: Lucide's outline icons (24 px grid, 2 px
 * stroke, `currentColor`), so every screen draws with the same hand.
 *
 * Import icons from here, never from `lucide-react` directly: this list is the
 * set's inventory, and only what is listed reaches a bundle. An icon renders
 * `aria-hidden` unless it is given an accessible name; put the name on the
 * button or link that holds it instead. Size through `size` (px) or CSS.
 *
 * To add one, re-export Lucide's `…Icon` name below (https://lucide.dev/icons).
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';
export {
  ArrowLeftIcon,
  BanIcon,
  Building2Icon,
  CalendarClockIcon,
  CalendarDaysIcon,
  CalendarIcon,
  CalendarPlusIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CircleAlertIcon,
  CircleHelpIcon,
  ClockIcon,
  EllipsisVerticalIcon,
  FileIcon,
  FingerprintIcon,
  FolderIcon,
  HouseIcon,
  InboxIcon,
  InfoIcon,
  KeyRoundIcon,
  ListIcon,
  ListOrderedIcon,
  LockIcon,
  LogOutIcon,
  MailIcon,
  MailPlusIcon,
  MapPinIcon,
  MenuIcon,
  MessageCircleIcon,
  MessageSquarePlusIcon,
  MicIcon,
  MicOffIcon,
  MoonIcon,
  PaperclipIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  RotateCcwIcon,
  ScreenShareIcon,
  SearchIcon,
  SendIcon,
  StarIcon,
  SunIcon,
  SwitchCameraIcon,
  Trash2Icon,
  UserPlusIcon,
  UserRoundPlusIcon,
  UsersIcon,
  VideoIcon,
  VideoOffIcon,
  XIcon,
} from 'lucide-react';
