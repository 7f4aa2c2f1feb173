/** Inline icons of the shell (decorative: the buttons carry the names). */
import { strokeIcon } from '../../ui/utils/stroke-icon';
const common = strokeIcon();

export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const RotateIcon = () => (
  <svg {...common} width={48} height={48}>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

/** Outlined, or filled while favourites mode is on. */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...common} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

/** An envelope with a pen: write a new e-mail. */
export const ComposeIcon = () => (
  <svg {...common}>
    <path d="M20 13v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h7" />
    <path d="M4 7l8 6 3-2.2" />
    <path d="M18.5 3.5l2 2L14 12h-2v-2z" />
  </svg>
);

/** A person with a plus: add a client. */
export const AddPersonIcon = () => (
  <svg {...common}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
    <path d="M19 8v6M16 11h6" />
  </svg>
);

/** Two people with a plus: add other contacts (a person, an event, a group). */
export const AddOthersIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="8" r="3" />
    <path d="M2 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1" />
    <path d="M14 5.5a3 3 0 0 1 0 5" />
    <path d="M20 7v6M17 10h6" />
  </svg>
);

/** A speech bubble with a plus: start a new conversation. */
export const AddChatIcon = () => (
  <svg {...common}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
    <path d="M13 9v6M10 12h6" />
  </svg>
);
